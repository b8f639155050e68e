/**
 * The permissions store (spec §5 "Permission integrity"): a stored record is used only while it is intact for this
 * user and matches the token kept beside it; otherwise the server is asked again. A failed answer leaves no permits.
 */
import { calls } from '@contract/calls';
import { Permit } from '@contract/rules/permissions';
import { officeDb } from '@/services/storage';
import { can, isAdministrator, usePermissions } from '@/stores/permissions';
import { startEnvelopeServer } from '../support/envelope-server';
import { useApiOrigin } from '../support/render';
import { waitFor } from '@testing-library/react';
import { signedRecord } from './frame-state';

type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;
let server: Server;
const uid = 'T0001';
const fresh = signedRecord(uid, { permits: [Permit.tbReport], oldnum: 'server-2' });

beforeAll(async () => {
  server = await startEnvelopeServer();
  useApiOrigin(server.origin);
  server.ok(calls.getAllAuth, fresh);
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.seen.length = 0;
  usePermissions.getState().clear();
});

const asked = () => server.seen.filter((r) => r.path === calls.getAllAuth.path).length;

it('asks the server once and then serves the stored record', async () => {
  expect(await usePermissions.getState().load(uid)).toBe(true);
  expect(await usePermissions.getState().load(uid)).toBe(true);
  expect(asked()).toBe(1);
  expect(can(usePermissions.getState(), Permit.tbReport)).toBe(true);
  expect(isAdministrator(usePermissions.getState())).toBe(true);
});

it('asks again when the stored record was edited, belongs to someone else, or lost its token', async () => {
  const stored = signedRecord(uid, { permits: [Permit.document], oldnum: 'server-1' });
  officeDb.set('permissions', { ...stored, permits: [Permit.document, Permit.appsReportLists] });
  officeDb.set('permissions_token', stored.random);
  await usePermissions.getState().load(uid);
  expect(asked()).toBe(1);
  expect(can(usePermissions.getState(), Permit.appsReportLists)).toBe(false);

  officeDb.set('permissions', signedRecord('someone-else', { issuper: 1 }));
  await usePermissions.getState().load(uid);
  expect(asked()).toBe(2);

  officeDb.set('permissions', stored);
  officeDb.remove('permissions_token');
  await usePermissions.getState().load(uid);
  expect(asked()).toBe(3);
  expect(can(usePermissions.getState(), Permit.tbReport)).toBe(true);
});

it('holds no permits when the server fails, and says so', async () => {
  server.answer(calls.getAllAuth.path, { body: { e: 1, m: '获取权限失败', d: null } });
  expect(await usePermissions.getState().load(uid)).toBe(false);
  expect(can(usePermissions.getState(), Permit.tbReport)).toBe(false);
  expect(isAdministrator(usePermissions.getState())).toBe(false);
  server.ok(calls.getAllAuth, fresh);
});

it("serves the stored record at a page's first load and reads the server behind it, so a permit granted since shows", async () => {
  const stored = signedRecord(uid, { permits: [Permit.document], oldnum: 'server-1' });
  officeDb.set('permissions', stored);
  officeDb.set('permissions_token', stored.random);
  expect(await usePermissions.getState().load(uid)).toBe(true);
  await waitFor(() => expect(can(usePermissions.getState(), Permit.tbReport)).toBe(true));
  expect(can(usePermissions.getState(), Permit.document)).toBe(false);
  expect(officeDb.get('permissions')).toEqual(fresh);
  // Later loads in the page use the stored copy.
  await usePermissions.getState().load(uid);
  expect(asked()).toBe(1);
});
