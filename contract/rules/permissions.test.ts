import { hasPermission, isAdmin, isRecordIntact, permissionChecksum, Permit, type PermissionRecord } from './permissions';

function signed(fields: Omit<PermissionRecord, 'random'>, uid: string): PermissionRecord {
  return { ...fields, random: permissionChecksum(fields, uid) };
}

describe('permission integrity and checks (spec §5, §6)', () => {
  const uid = '20230101';
  const record = signed({ permits: [Permit.tbReport], web_permits: [Permit.serviceSituation], issuper: 0, oldnum: 'n-1' }, uid);

  it('grants keys held in permits or web_permits, one key or any of a list', () => {
    expect(hasPermission(record, uid, Permit.tbReport)).toBe(true);
    expect(hasPermission(record, uid, Permit.serviceSituation)).toBe(true);
    expect(hasPermission(record, uid, [Permit.document, Permit.tbReport])).toBe(true);
    expect(hasPermission(record, uid, Permit.document)).toBe(false);
  });

  it('denies everything when the stored record was tampered with or belongs to someone else', () => {
    const tampered = { ...record, permits: [...record.permits, Permit.document] };
    expect(isRecordIntact(tampered, uid)).toBe(false);
    expect(hasPermission(tampered, uid, Permit.tbReport)).toBe(false);
    expect(hasPermission({ ...record, issuper: 1 }, uid, Permit.document)).toBe(false);
    expect(hasPermission(record, 'someone-else', Permit.tbReport)).toBe(false);
    expect(hasPermission(null, uid, Permit.tbReport)).toBe(false);
  });

  it('lets an intact super user do anything', () => {
    const superRecord = signed({ permits: [], web_permits: [], issuper: 1, oldnum: 'n-2' }, uid);
    expect(hasPermission(superRecord, uid, Permit.document)).toBe(true);
    expect(isAdmin(superRecord)).toBe(true);
  });

  it('counts anyone holding a permit as admin, and nobody else', () => {
    expect(isAdmin(record)).toBe(true);
    expect(isAdmin({ permits: [], web_permits: [], issuper: 0 })).toBe(false);
  });
});
