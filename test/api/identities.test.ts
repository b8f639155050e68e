/** Identities: one person, several accounts, exactly one current; sign-in opens on it and a switch moves it. */
import { calls } from '../../contract';
import type { Identity } from '../../contract/calls/account';
import type { UserInfo } from '../../contract/schemas';
import { USER_ID_COOKIE } from '../../contract/constants';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { sessionVariants, startTestServer, type TestServer } from '../support/test-server';

const { lecturerStaff, lecturerStudent, student } = demoAccounts;

describe.each(sessionVariants)('identities on $engine (redis sessions: $redis)', ({ engine, redis }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, redis });
  });
  afterAll(() => server?.close());

  const identities = async (api: ApiClient) => (await api.call<Identity[]>(calls.getIdentitys)).body.d;
  const me = async (api: ApiClient) => (await api.call<UserInfo>(calls.getUserName)).body;
  const current = (list: Identity[]) => list.filter((i) => i.isCurrent === 1).map((i) => i.uid);
  const resetCurrent = () => server.db.updateTable('current_identities').set({ uid: lecturerStaff.account }).where('person_id', '=', 'P-T0201').execute();

  beforeEach(resetCurrent);

  it('lists both identities of a person with exactly one current, the one the session is on', async () => {
    const api = await signedInClient(server.url, lecturerStaff);
    const list = await identities(api);
    expect(list.map((i) => [i.uid, i.identity_type, i.identity_name])).toEqual([
      [lecturerStudent.account, 'student', '博士研究生'],
      [lecturerStaff.account, 'staff', '教职工'],
    ]);
    expect(current(list)).toEqual([lecturerStaff.account]);
    expect(list.every((i) => i.college === '计算机科学与技术学院')).toBe(true);
  });

  it('gives a person with one account that account alone, current', async () => {
    const api = await signedInClient(server.url, student);
    expect((await identities(api)).map((i) => [i.uid, i.isCurrent])).toEqual([[student.account, 1]]);
  });

  it('switches the session to the other identity, and the next sign-in with either number opens on it', async () => {
    const api = await signedInClient(server.url, lecturerStaff);
    const switched = await api.call<{ uid: string }>(calls.setIdentity, { uid: lecturerStudent.account });
    expect(switched.body).toMatchObject({ e: 0, d: { uid: lecturerStudent.account } });
    expect(api.cookies.get(USER_ID_COOKIE)).toBe(lecturerStudent.account);
    expect((await me(api)).d).toMatchObject({ uid: lecturerStudent.account, identity_type: 'student', identity_name: '博士研究生' });
    expect(current(await identities(api))).toEqual([lecturerStudent.account]);

    const again = await signedInClient(server.url, lecturerStaff);
    expect((await me(again)).d.uid).toBe(lecturerStudent.account);
    const audit = await server.db.selectFrom('audit_events').select(['uid', 'outcome']).where('event', '=', 'identity_switch').where('uid', '=', lecturerStudent.account).execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("refuses another person's account, and the session stays where it was", async () => {
    const api = await signedInClient(server.url, lecturerStaff);
    const refused = await api.call(calls.setIdentity, { uid: student.account });
    expect(refused.body).toMatchObject({ e: 403, m: '该身份不属于您' });
    expect((await me(api)).d.uid).toBe(lecturerStaff.account);
  });

  it('leaves exactly one current identity after 20 concurrent switches', async () => {
    const api = await signedInClient(server.url, lecturerStaff);
    const targets = Array.from({ length: 20 }, (_, i) => (i % 2 ? lecturerStaff.account : lecturerStudent.account));
    const answers = await Promise.all(targets.map((uid) => api.call(calls.setIdentity, { uid })));
    expect(answers.every((a) => a.body.e === 0)).toBe(true);
    const rows = await server.db.selectFrom('current_identities').select('uid').where('person_id', '=', 'P-T0201').execute();
    expect(rows).toHaveLength(1);
    const list = await identities(api);
    expect(current(list)).toHaveLength(1);
    expect((await me(api)).d.uid).toBe(current(list)[0]);
  });
});
