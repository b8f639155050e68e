/**
 * The LDAP pull against a real OpenLDAP (test/support/slapd.ts): after one pull a person added to the tree signs in
 * through CAS and is found by the people picker; a move between departments changes who approves their next leave
 * request while the running one keeps its approver; removing a person hands their pending tasks to their department
 * head; only the selected departments come in; and on the scheduler's clock every change shows within five minutes.
 */
import { randomBytes } from 'node:crypto';
import { calls } from '../../contract';
import type { PersonChoice } from '../../contract/calls/org';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { startJobRunner, type JobRunner } from '../../server/src/jobs';
import { directoryArea } from '../../server/src/modules/directory';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { applyForCertificate } from '../support/certificate';
import { startCasServer, type TestCasServer } from '../support/cas-server';
import { casConfig, casSignIn } from '../support/cas-sign-in';
import { type ApiClient, signedInClient } from '../support/http-client';
import { BASE, describeWithSlapd, startSlapd, type TestSlapd } from '../support/slapd';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const person = (uid: string, cn: string, dept: string, type: 'student' | 'staff') =>
  `dn: uid=${uid},ou=${dept},${BASE}\nobjectClass: inetOrgPerson\nuid: ${uid}\ncn: ${cn}\nsn: ${cn.slice(0, 1)}\nemployeeType: ${type}\ndepartmentNumber: ${dept}\nmail: ${uid.toLowerCase()}@campus.test\n\n`;
const unit = (ou: string) => `dn: ou=${ou},${BASE}\nobjectClass: organizationalUnit\nou: ${ou}\n\n`;

const TREE = unit('CS') + unit('EE') + unit('ME') + person('L001', '林一', 'CS', 'student') + person('L002', '林二', 'CS', 'staff') + person('L003', '林三', 'ME', 'staff');

describeWithSlapd.each(engines)('LDAP pull on %s', (engine) => {
  let slapd: TestSlapd;
  let cas: TestCasServer;
  let server: TestServer;
  let admin: ApiClient;
  let runner: JobRunner;
  let clock: Date;
  let connectorId: number;

  beforeAll(async () => {
    slapd = await startSlapd(TREE);
    cas = await startCasServer();
    server = await startTestServer({ engine, config: casConfig(cas) });
    admin = await signedInClient(server.url, demoAccounts.admin);
    runner = startJobRunner(server.db, { ...directoryArea.jobs }, { pollMs: 0, now: () => clock });
    const saved = await admin.call<{ id: number }>(calls.saveLdapConnector, {
      name: '校园目录', url: slapd.url, bind_dn: slapd.bindDn, password: slapd.password, base_dns: BASE,
      filter: '(|(departmentNumber=CS)(departmentNumber=EE))', every_minutes: 3,
    });
    expect(saved.body.e).toBe(0);
    connectorId = saved.body.d.id;
    // The first pull is due as the connector is saved: the scheduler's clock starts there.
    clock = new Date();
    expect(await runner.runDue()).toBe(1);
  });
  afterAll(async () => {
    await server?.close();
    await cas?.close();
    await slapd?.stop();
  });

  /** Moves the scheduler's clock on and runs what is due then. */
  const after = async (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
    return runner.runDue();
  };
  const account = (uid: string) => server.db.selectFrom('users').select(['uid', 'name', 'status', 'department_id', 'source_type']).where('uid', '=', uid).executeTakeFirst();
  const deptId = async (code: string) => (await server.db.selectFrom('departments').select(['id', 'head_uid']).where('code', '=', code).executeTakeFirstOrThrow());
  const casClient = async (uid: string) => {
    cas.register(uid, { user: uid, password: 'Campus@2026', attributes: { uid, cn: uid } });
    return (await casSignIn(server, cas, uid)).client;
  };

  it('brings the selected departments only, each person once, and a second pull changes nothing', async () => {
    expect(await account('L001')).toMatchObject({ name: '林一', status: 1, source_type: 3, department_id: (await deptId('CS')).id });
    expect(await account('L003')).toBeUndefined();
    // The departments came in by code: the demo campus's 计算机科学与技术学院 kept its name.
    expect((await server.db.selectFrom('departments').select('name').where('code', '=', 'CS').executeTakeFirstOrThrow()).name).toBe('计算机科学与技术学院');
    expect(await after(3)).toBe(1);
    const [latest] = (await admin.call<{ changes: number; errors: number }[]>(calls.getDirectoryRuns, { id: connectorId })).body.d;
    expect(latest).toMatchObject({ changes: 0, errors: 0 });
  });

  it('lets a person added to the tree sign in through CAS and be found by the picker after one pull', async () => {
    await slapd.ldap('ldapadd', person('L004', '林四', 'CS', 'staff'));
    cas.register('L004', { user: 'L004', password: 'Campus@2026', attributes: { uid: 'L004', cn: '林四' } });
    const refused = await casSignIn(server, cas, 'L004');
    expect((await refused.client.call(calls.getUserName)).body.e).not.toBe(0);
    expect(await after(3)).toBe(1);
    const signedIn = await casClient('L004');
    expect((await signedIn.call<{ uid: string }>(calls.getUserName)).body.e).toBe(0);
    const found = await admin.call<PersonChoice[]>(calls.searchPeople, { keyword: '林四' });
    expect(found.body.d.map((p) => p.uid)).toEqual(['L004']);
  });

  const leaveValues = () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    return { form1_1: 'personal', form1_2: [`${day(3)} 08:00`, `${day(4)} 18:00`], form1_3: 2, form1_4: 'no', form1_6: '回家处理家中事务', form1_7: '父亲 林建国', form1_8: '13912345678' };
  };
  const firstApprover = async (inst: string) =>
    (await server.db.selectFrom('process_tasks').select('assignee_uid').where('instance_id', '=', inst).where('status', 'in', [0, 1]).executeTakeFirstOrThrow()).assignee_uid;

  it("sends a moved person's next leave request to the new department's head; the running one keeps its approver", async () => {
    const leaveId = (await server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;
    const student = await casClient('L001');
    const apply = async () => {
      const res = await student.call<{ inst_id: string }>(calls.startMatter, { app_id: leaveId, values: JSON.stringify(leaveValues()), start_key: randomBytes(8).toString('hex') });
      expect(res.body).toMatchObject({ e: 0 });
      return String(res.body.d.inst_id);
    };
    const before = await apply();
    expect(await firstApprover(before)).toBe((await deptId('CS')).head_uid);

    await slapd.ldap('ldapmodify', `dn: uid=L001,ou=CS,${BASE}\nchangetype: modify\nreplace: departmentNumber\ndepartmentNumber: EE\n\n`);
    expect(await after(3)).toBe(1);
    const ee = await deptId('EE');
    expect((await account('L001'))?.department_id).toBe(ee.id);
    const next = await apply();
    expect(await firstApprover(next)).toBe(ee.head_uid);
    expect(ee.head_uid).not.toBe((await deptId('CS')).head_uid);
    expect(await firstApprover(before)).toBe((await deptId('CS')).head_uid);
  });

  it("hands a removed person's pending tasks to their department head", async () => {
    const appId = (await server.db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
    await publishProcess(server.db, appId, { nodes: [{ kind: 'approval', id: 'registry', name: '审核', approvers: { type: 'users', uids: ['L002'] }, mode: 'sequential' }] });
    const inst = await applyForCertificate(server, await signedInClient(server.url, demoAccounts.student), appId);
    expect(await firstApprover(inst)).toBe('L002');
    await slapd.ldap('ldapdelete', `uid=L002,ou=CS,${BASE}\n`);
    expect(await after(3)).toBe(1);
    expect((await account('L002'))?.status).toBe(0);
    expect(await firstApprover(inst)).toBe((await deptId('CS')).head_uid);
    const moved = await server.db.selectFrom('process_steps').select('targets').where('instance_id', '=', inst).where('action', '=', 'delegate').execute();
    expect(moved).toEqual([{ targets: [(await deptId('CS')).head_uid] }]);
  });

  it('shows every change within five minutes on the scheduler clock', async () => {
    const changes: [string, string, () => Promise<boolean>][] = [
      ['ldapadd', person('L005', '林五', 'EE', 'staff'), async () => (await account('L005'))?.status === 1],
      ['ldapmodify', `dn: uid=L004,ou=CS,${BASE}\nchangetype: modify\nreplace: cn\ncn: 林四改\n\n`, async () => (await account('L004'))?.name === '林四改'],
      ['ldapdelete', `uid=L004,ou=CS,${BASE}\n`, async () => (await account('L004'))?.status === 0],
    ];
    for (const [tool, input, visible] of changes) {
      await slapd.ldap(tool as 'ldapadd', input);
      const changedAt = clock.getTime();
      while (!(await visible())) {
        expect(clock.getTime() - changedAt).toBeLessThan(5 * 60_000);
        await after(0.5);
      }
    }
  });
});
