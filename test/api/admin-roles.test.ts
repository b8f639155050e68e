/**
 * Roles, permits and people in the back office through real HTTP: a permit granted to a person or to a post (with a
 * department as its data scope) shows in the holder's next getAllAuth, web permits split by their key; the same grant
 * twice is refused by the database; a revoke takes the version read; every change lands in the audit trail with the
 * record before and after; the office cannot revoke its way out of admin:roles while no super user exists; and the
 * people lists (read-only) search and page. Students, staff and administrators without the right are refused.
 */
import { calls } from '../../contract';
import type { OrgDepartment, OrgPerson, OrgPostHolder, PermitGrant } from '../../contract/calls/org';
import type { AuthRecord } from '../../contract/calls/auth';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { permitScopes } from '../../server/src/modules/org/org.service';
import { ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

interface Page<T> {
  list: T[];
  total: number;
  p: number;
  page_size: number;
}

const adminCalls = [
  calls.getPermitGrants, calls.getGrantChoices, calls.grantPermit, calls.revokePermit, calls.getOrgPeople, calls.getOrgDepartments, calls.getOrgPosts,
];

/** Payloads the schema passes, so what refuses them is the right. */
const validPayloads: Record<string, Record<string, unknown>> = {
  grantPermit: { permit: 'tb-report', holder_kind: 'user', holder: demoAccounts.student.account },
  revokePermit: { id: 1, version: 1 },
};

describe.each(engines)('roles and people in the back office on %s', (engine) => {
  let server: TestServer;
  let admin: ApiClient;
  let grantee: ApiClient;
  let cashier: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, grantee, cashier] = await Promise.all([demoAccounts.admin, demoAccounts.repairWorker, demoAccounts.cashier].map((a) => signedInClient(server.url, a)));
  });
  afterAll(() => server?.close());

  const auth = async (api: ApiClient) => (await api.call<AuthRecord>(calls.getAllAuth, { random: String(Date.now()) })).body.d;
  const grant = (payload: Record<string, unknown>, api = admin, lang = 'zh-CN') => api.call<PermitGrant>(calls.grantPermit, payload, { 'accept-language': lang });
  const trail = (id: number) =>
    server.db.selectFrom('audit_changes').select(['actor_uid', 'area', 'entity', 'action', 'before', 'after']).where('entity', '=', 'permit_grant').where('entity_id', '=', String(id)).orderBy('id').execute();

  it('refuses every call to a student, to staff without the right and to an administrator holding other rights', async () => {
    const [student, staff, office] = await Promise.all([demoAccounts.student, demoAccounts.staff, demoAccounts.serviceOffice].map((a) => signedInClient(server.url, a)));
    // The service office is an administrator, of content and the catalogue only.
    const officeRecord = await auth(office);
    expect([officeRecord.issuper, [...officeRecord.permits].sort()]).toEqual([0, ['admin:catalog', 'admin:content']]);
    for (const call of adminCalls) {
      expect(call.path).toBe(`/api/admin/org/${call.name}`);
      for (const api of [student, staff, office]) {
        const res = await api.call(call, validPayloads[call.name] ?? {});
        expect([call.name, res.status, res.body.e]).toEqual([call.name, 403, 403]);
      }
      expect((await new ApiClient(server.url).call(call, validPayloads[call.name] ?? {})).body.e).toBe(10042);
    }
  });

  it('grants a permit to a person: their next getAllAuth holds it, web permits apart; the same grant twice is refused', async () => {
    expect((await auth(grantee)).permits).not.toContain('tb-report');
    const given = await grant({ permit: 'tb-report', holder_kind: 'user', holder: demoAccounts.repairWorker.account });
    expect(given.body).toMatchObject({ e: 0, m: '保存成功' });
    expect(given.body.d).toMatchObject({
      permit: 'tb-report', web: 0, holder_kind: 'user', holder: demoAccounts.repairWorker.account, holder_name: demoAccounts.repairWorker.name,
      holder_number: demoAccounts.repairWorker.account, department_id: null, department_name: '', granted_by_name: demoAccounts.admin.name, version: 1,
    });
    const web = await grant({ permit: 'DepartService.webAll', holder_kind: 'user', holder: demoAccounts.repairWorker.account });
    expect(web.body.d.web).toBe(1);
    const record = await auth(grantee);
    expect(record.permits).toContain('tb-report');
    expect(record.permits).not.toContain('DepartService.webAll');
    expect(record.web_permits).toEqual(['DepartService.webAll']);

    const again = await grant({ permit: 'tb-report', holder_kind: 'user', holder: demoAccounts.repairWorker.account });
    expect([again.status, again.body]).toEqual([409, { e: 409, m: '该授权已存在，无需重复授权', d: null }]);
    expect((await grant({ permit: 'tb-report', holder_kind: 'user', holder: demoAccounts.repairWorker.account }, admin, 'en')).body.m).toBe('This grant exists already');
    const rows = await server.db.selectFrom('permit_grants').select('id').where('holder', '=', demoAccounts.repairWorker.account).where('permit', '=', 'tb-report').execute();
    expect(rows).toHaveLength(1);

    const [change] = await trail(given.body.d.id);
    expect(change).toMatchObject({ actor_uid: 'admin', area: 'org', entity: 'permit_grant', action: 'grant', before: null });
    expect(change.after).toMatchObject({ permit: 'tb-report', holder_kind: 'user', holder: demoAccounts.repairWorker.account, department_id: null, version: 1 });
  });

  it('grants to a post with a department as scope: every holder has it, the scope is kept and listed', async () => {
    const holders = await server.db.selectFrom('user_posts').select(['uid', 'department_id']).where('post', '=', 'finance_cashier').execute();
    expect(holders.map((h) => h.uid)).toContain(demoAccounts.cashier.account);
    const finance = await server.db.selectFrom('departments').select(['id', 'name']).where('code', '=', 'FI').executeTakeFirstOrThrow();
    expect((await auth(cashier)).permits).not.toContain('document');

    const given = await grant({ permit: 'document', holder_kind: 'post', holder: 'finance_cashier', department_id: finance.id });
    expect(given.body.d).toMatchObject({ holder_kind: 'post', holder: 'finance_cashier', holder_name: 'finance_cashier', holder_number: '', department_id: finance.id, department_name: finance.name });
    expect((await auth(cashier)).permits).toContain('document');
    expect(await permitScopes(server.db, demoAccounts.cashier.account, 'document')).toEqual([finance.id]);
    expect(await permitScopes(server.db, demoAccounts.cashier.account, 'tb-report')).toEqual([]);
    expect(await permitScopes(server.db, demoAccounts.staff.account, 'tb-report')).toBe('all');
    expect(await permitScopes(server.db, 'admin', 'document')).toBe('all');
    // The same post for the whole campus is another grant; a second holder gets nothing from it.
    expect((await grant({ permit: 'document', holder_kind: 'post', holder: 'finance_cashier' })).body.e).toBe(0);
    expect(await permitScopes(server.db, demoAccounts.cashier.account, 'document')).toBe('all');
    expect((await auth(grantee)).permits).not.toContain('document');

    const listed = (await admin.call<Page<PermitGrant>>(calls.getPermitGrants, { permit: 'document', department_id: finance.id })).body.d;
    expect(listed.list.map((g) => [g.holder, g.department_name])).toEqual([['finance_cashier', finance.name]]);
    const byHolder = (await admin.call<Page<PermitGrant>>(calls.getPermitGrants, { holder: demoAccounts.repairWorker.name })).body.d;
    expect(byHolder.list.map((g) => g.permit).sort()).toEqual(['DepartService.webAll', 'tb-report']);
    const english = (await admin.call<Page<PermitGrant>>(calls.getPermitGrants, { permit: 'document', department_id: finance.id }, { 'accept-language': 'en' })).body.d;
    expect(english.list[0].department_name).toBe('Finance Office');
  });

  it('refuses a holder, post or department that does not exist, and a key that is not grantable, in the envelope', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ permit: 'tb-report', holder_kind: 'user', holder: 'nobody-here' }, 400, '该人员不存在或已停用'],
      [{ permit: 'tb-report', holder_kind: 'post', holder: 'no_such_post' }, 400, '该岗位不存在'],
      [{ permit: 'tb-report', holder_kind: 'user', holder: demoAccounts.repairWorker.account, department_id: 99999 }, 400, '该部门不存在'],
    ];
    for (const [payload, status, text] of cases) {
      const res = await grant(payload);
      expect([res.status, res.body]).toEqual([status, { e: status, m: text, d: null }]);
    }
    for (const payload of [{ permit: 'root', holder_kind: 'user', holder: 'T0103' }, { permit: 'tb-report', holder_kind: 'group', holder: 'T0103' }, { permit: 'tb-report', holder_kind: 'user' }]) {
      const res = await grant(payload);
      expect([res.status, res.body.e, res.body.d]).toEqual([400, 400, null]);
      expect(res.body.m).toEqual(expect.any(String));
    }
  });

  it('revokes at the version read: a stale or repeated revoke is refused, the holder loses the permit, the trail keeps the grant', async () => {
    const given = (await grant({ permit: 'apps-report-lists', holder_kind: 'user', holder: demoAccounts.repairWorker.account })).body.d;
    expect((await auth(grantee)).permits).toContain('apps-report-lists');
    const stale = await admin.call(calls.revokePermit, { id: given.id, version: given.version + 1 });
    expect([stale.status, stale.body.e]).toEqual([409, 409]);
    expect(stale.body.m).toContain(demoAccounts.admin.name);
    const revoked = await admin.call(calls.revokePermit, { id: given.id, version: given.version });
    expect(revoked.body).toMatchObject({ e: 0, m: '保存成功' });
    expect((await auth(grantee)).permits).not.toContain('apps-report-lists');
    const gone = await admin.call(calls.revokePermit, { id: given.id, version: given.version });
    expect([gone.status, gone.body.m]).toEqual([404, '该记录已被删除']);
    const changes = await trail(given.id);
    expect(changes.map((c) => c.action)).toEqual(['grant', 'revoke']);
    expect(changes[1]).toMatchObject({ actor_uid: 'admin', before: { id: given.id, permit: 'apps-report-lists', holder: demoAccounts.repairWorker.account }, after: null });
  });

  it('keeps the office from locking itself out: without a super user the last admin:roles holder stays', async () => {
    const director = await signedInClient(server.url, demoAccounts.officeDirector);
    const own = (await grant({ permit: 'admin:roles', holder_kind: 'user', holder: demoAccounts.officeDirector.account })).body.d;
    expect((await director.call(calls.getPermitGrants)).body.e).toBe(0);
    await server.db.updateTable('users').set({ issuper: 0 }).where('issuper', '=', 1).execute();
    try {
      const refused = await director.call(calls.revokePermit, { id: own.id, version: own.version });
      expect([refused.status, refused.body.e, refused.body.m]).toEqual([409, 409, '不能撤销：撤销后将没有人能管理角色权限，请先把“角色与权限”授予其他人']);
      expect(await trail(own.id)).toHaveLength(1);
      // Held through his post as well, his own grant may go.
      const viaPost = await grant({ permit: 'admin:roles', holder_kind: 'post', holder: 'go_director' }, director);
      expect(viaPost.body.e).toBe(0);
      expect((await director.call(calls.revokePermit, { id: own.id, version: own.version })).body.e).toBe(0);
      const last = await director.call(calls.revokePermit, { id: viaPost.body.d.id, version: 1 });
      expect(last.body.e).toBe(409);
    } finally {
      await server.db.updateTable('users').set({ issuper: 1 }).where('uid', '=', 'admin').execute();
    }
    // With a super user again, the last grant may go.
    const remaining = (await admin.call<Page<PermitGrant>>(calls.getPermitGrants, { permit: 'admin:roles' })).body.d.list;
    expect(remaining.map((g) => g.holder)).toEqual(['go_director']);
    expect((await director.call(calls.revokePermit, { id: remaining[0].id, version: remaining[0].version })).body.e).toBe(0);
  });

  it('offers the posts people hold and the departments for a scope', async () => {
    const choices = (await admin.call<{ posts: string[]; departments: { id: number; name: string; parent_id: number | null }[] }>(calls.getGrantChoices)).body.d;
    expect(choices.posts).toEqual(expect.arrayContaining(['counsellor', 'finance_cashier', 'go_director']));
    expect(choices.departments.map((d) => d.name)).toContain('计算机科学与技术学院');
  });

  it('lists people by name or number, department and identity type, a page at a time', async () => {
    const byName = (await admin.call<Page<OrgPerson>>(calls.getOrgPeople, { keyword: demoAccounts.student.name })).body.d;
    expect(byName.list.map((p) => p.uid)).toContain(demoAccounts.student.account);
    expect(byName.list[0]).toMatchObject({ identity_type: 'student', departName: '计算机科学与技术学院', status: 1 });

    const first = (await admin.call<Page<OrgPerson>>(calls.getOrgPeople, { keyword: '2023', page_size: 5 })).body.d;
    expect(first.list).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    expect(first.list.every((p) => p.number.startsWith('2023'))).toBe(true);
    const second = (await admin.call<Page<OrgPerson>>(calls.getOrgPeople, { keyword: '2023', page_size: 5, p: 2 })).body.d;
    expect(second.p).toBe(2);
    expect(second.list.map((p) => p.uid).some((uid) => first.list.some((f) => f.uid === uid))).toBe(false);

    const cs = await server.db.selectFrom('departments').select('id').where('code', '=', 'CS').executeTakeFirstOrThrow();
    const staff = (await admin.call<Page<OrgPerson>>(calls.getOrgPeople, { department_id: cs.id, identity_type: 'staff', page_size: 100 })).body.d;
    expect(staff.total).toBeGreaterThan(0);
    expect(staff.list.every((p) => p.identity_type === 'staff' && p.department_id === cs.id)).toBe(true);
    expect(staff.list.map((p) => p.uid)).toContain(demoAccounts.counsellor.account);

    const departments = (await admin.call<OrgDepartment[]>(calls.getOrgDepartments)).body.d;
    const school = departments.find((d) => d.id === cs.id)!;
    expect(school).toMatchObject({ code: 'CS', name: '计算机科学与技术学院', parent_id: null, kind: 'college', head_name: demoAccounts.viceDean.name });
    expect(school.people).toBeGreaterThan(10);

    const posts = (await admin.call<Page<OrgPostHolder>>(calls.getOrgPosts, { post: 'counsellor', department_id: cs.id })).body.d;
    expect(posts.list.map((h) => [h.uid, h.departName])).toEqual([[demoAccounts.counsellor.account, '计算机科学与技术学院']]);
    const byPerson = (await admin.call<Page<OrgPostHolder>>(calls.getOrgPosts, { keyword: demoAccounts.officeDirector.name })).body.d;
    expect(byPerson.list.map((h) => h.post)).toContain('go_director');
    const english = (await admin.call<OrgDepartment[]>(calls.getOrgDepartments, {}, { 'accept-language': 'en' })).body.d;
    expect(english.find((d) => d.id === cs.id)?.name).toBe('School of Computer Science and Technology');
  });
});
