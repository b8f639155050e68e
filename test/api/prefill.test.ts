/**
 * Fill less over HTTP: getAppForm gives the signed-in applicant's profile values for the fields bound to it, each
 * with its source in their language; a locked profile field is the server's to fill, an editable one the applicant's
 * to change.
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { Prefills } from '../../contract/forms/prefill';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines)('fill less on %s', (engine) => {
  let server: TestServer;
  let student: ApiClient;
  let appId: (name: string) => Promise<number>;
  /** The demo student's school, and its head. */
  let school: { name: string; head: { uid: string; name: string } };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    student = await signedInClient(server.url, demoAccounts.student);
    appId = async (name) => (await server.db.selectFrom('apps').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const row = await server.db
      .selectFrom('users as u')
      .innerJoin('departments as d', 'd.id', 'u.department_id')
      .innerJoin('users as h', 'h.uid', 'd.head_uid')
      .select(['d.name', 'h.uid', 'h.name as head_name'])
      .where('u.uid', '=', demoAccounts.student.account)
      .executeTakeFirstOrThrow();
    school = { name: row.name, head: { uid: row.uid, name: row.head_name } };
  });
  afterAll(() => server?.close());

  const formOf = (api: ApiClient, id: number, lang = 'zh-CN') => api.call<{ prefill: Prefills }>(calls.getAppForm, { app_id: id }, { 'accept-language': lang });

  it("gives the demo student's name, number, school and mobile on the leave request, each with its source", async () => {
    const res = await formOf(student, await appId('学生请假申请'));
    expect(res.body.d.prefill).toEqual({
      form1_12: { value: '王思远', source: 'name', label: '来自个人信息：姓名' },
      form1_13: { value: '2023010101', source: 'number', label: '来自个人信息：学工号' },
      form1_14: { value: school.name, source: 'department', label: '来自个人信息：所在单位' },
      form1_15: { value: '13900139001', source: 'mobile', label: '来自个人信息：手机号码' },
    });
  });

  it('labels the sources in English for an English reader, keeping the values as recorded', async () => {
    const res = await formOf(student, await appId('学生请假申请'), 'en');
    expect(res.body.d.prefill.form1_14).toEqual({ value: school.name, source: 'department', label: 'From your profile: department' });
  });

  it('offers the head of department as a person for a User field', async () => {
    const res = await formOf(student, await appId('VPN 账号申请'));
    expect(res.body.d.prefill.form1_5).toEqual({ value: [school.head], source: 'supervisor', label: '来自组织机构：部门负责人' });
  });

  it("offers a head of department the head above them, never themselves", async () => {
    const upper = await server.db
      .selectFrom('departments as d')
      .innerJoin('users as u', 'u.department_id', 'd.id')
      .leftJoin('departments as p', 'p.id', 'd.parent_id')
      .leftJoin('users as ph', 'ph.uid', 'p.head_uid')
      .select(['ph.uid', 'ph.name'])
      .where('u.uid', '=', school.head.uid)
      .executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ password_hash: await hashPassword('Head@2026') }).where('uid', '=', school.head.uid).execute();
    const head = await signedInClient(server.url, { account: school.head.uid, password: 'Head@2026' });
    const res = await formOf(head, await appId('VPN 账号申请'));
    expect(res.body.d.prefill.form1_5?.value).toEqual(upper.uid ? [{ uid: upper.uid, name: upper.name }] : undefined);
    expect(JSON.stringify(res.body.d.prefill)).not.toContain(school.head.uid);
  });

  it('leaves out what the profile lacks, and gives nothing on a form bound to nothing', async () => {
    const staff = await signedInClient(server.url, demoAccounts.staff);
    // The demo staff member has no mobile on record.
    expect((await formOf(staff, await appId('VPN 账号申请'))).body.d.prefill.form1_6).toBeUndefined();
    expect((await formOf(student, await appId('缓考申请'))).body.d.prefill).toEqual({});
  });

  it("stores the profile's values in locked fields whatever is sent, and the applicant's own in editable ones", async () => {
    const values = {
      form1_12: '别人',
      form1_13: '2099999999',
      form1_15: '13700001111',
      form1_1: 'personal',
      form1_2: ['2026-12-01 08:00', '2026-12-01 18:00'],
      form1_3: 1,
      form1_4: 'no',
      form1_6: '家中有事需要回家处理',
      form1_7: '王建国',
      form1_8: '13912345678',
    };
    const started = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: await appId('学生请假申请'), values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    expect(started.body.e).toBe(0);
    const detail = await student.call<{ values: Record<string, unknown> }>(calls.getMatterDetail, { inst_id: started.body.d.inst_id });
    expect(detail.body.d.values).toMatchObject({ form1_12: '王思远', form1_13: '2023010101', form1_14: school.name, form1_15: '13700001111' });
  });
});
