/**
 * Identities and acting for others at phone and desktop size, each key screen checked with axe-core: a lecturer who
 * is also a doctoral student switches identity and sees that identity's services and to-dos; the dean's secretary acts
 * for the dean, approves his task, and the history names both; once the dean revokes the grant, her next call is
 * refused and she is back in her own account.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { calls } from '../../contract';
import type { MyGrant } from '../../contract/calls/account';
import { campusDate } from '../../server/src/domain/campus-time';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { type ApiClient, signedInClient } from '../support/http-client';
import { viewports } from './support/browser';
import { settled } from './support/settled';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn } from './support/pages';
import { said, shown } from './support/seen';

const { student, dean, secretary, lecturerStaff, lecturerStudent } = demoAccounts;
const PASSWORD = 'Person@2026';

/** The page is on `uid`'s account: the readable uid cookie names it (spec §4). */
// A function, not a string: the page's script policy refuses the eval a string predicate needs once it polls.
const onAccount = (page: Page, uid: string) =>
  page.waitForFunction((id) => (globalThis as unknown as { document: { cookie: string } }).document.cookie.includes(`ch_uid=${id}`), uid);

describeBrowser('identity and acting journeys', () => {
  const journey = journeyServer();
  const url = () => journey.server.url;
  let studentApi: ApiClient;
  let certificateId: number;
  let leaveId: number;

  /** An application of the student's, waiting on `wait` (a to-do of theirs): the certificate, or the leave at the dean. */
  async function certificateFor(): Promise<string> {
    const form = await journey.server.db.selectFrom('form_versions').select('schema').where('app_id', '=', certificateId).orderBy('version', 'desc').executeTakeFirstOrThrow();
    const purpose = form.schema.fields.find((f) => f.id === 'form1_1');
    const values = { form1_1: purpose && 'options' in purpose ? purpose.options[0].value : '', form1_3: ['zh'], form1_4: 1, form1_5: 'print', form1_7: '13912345678' };
    const res = await studentApi.call<{ inst_id: string }>(calls.startMatter, { app_id: certificateId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    expect(res.body.e).toBe(0);
    return res.body.d.inst_id;
  }

  async function leaveAtDean(): Promise<string> {
    const values = {
      form1_1: 'personal', form1_2: ['2026-12-14 08:00', '2026-12-15 18:00'], form1_3: 2, form1_4: 'no',
      form1_6: '参加家人婚礼', form1_7: '王建国', form1_8: '13912345678',
    };
    const res = await studentApi.call<{ inst_id: string }>(calls.startMatter, { app_id: leaveId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
    expect(res.body.e).toBe(0);
    const instId = res.body.d.inst_id;
    const headTask = await journey.server.db.selectFrom('process_tasks').select(['id', 'assignee_uid']).where('instance_id', '=', instId).where('status', '=', 0).executeTakeFirstOrThrow();
    await journey.server.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('uid', '=', headTask.assignee_uid).execute();
    const head = await signedInClient(url(), { account: headTask.assignee_uid, password: PASSWORD });
    expect((await head.call(calls.approveTask, { task_id: String(headTask.id), opinion: '同意' })).body.e).toBe(0);
    return instId;
  }

  beforeAll(async () => {
    const db = journey.server.db;
    studentApi = await signedInClient(url(), student);
    leaveId = (await db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;
    // The lecturer approves the student's enrolment certificates in this journey, as a member of staff.
    certificateId = (await db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
    await publishProcess(db, certificateId, {
      nodes: [{ kind: 'approval', id: 'registry', name: '教务处审核', approvers: { type: 'users', uids: [lecturerStaff.account] }, mode: 'sequential' }],
    });
  });

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    const m = phone ? 'm_' : '';

    /** The switches: the phone's switch page, or the desktop's user popup. */
    async function openSwitches(page: Page, name: string): Promise<void> {
      if (phone) {
        await page.goto(`${url()}/v2/site/m_switchIdentity`);
      } else {
        await page.goto(`${url()}/v2/site/index`);
        await shown(page, 'user-name').filter({ hasText: name }).waitFor();
        await shown(page, 'user-name').click();
      }
      await shown(page, 'account-switches').waitFor();
    }

    /** Presses another identity: the server moves the session (its answer is checked) and the page is on that account. */
    async function switchIdentity(page: Page, uid: string): Promise<void> {
      const answered = page.waitForResponse((r) => r.url().includes(calls.setIdentity.path));
      await shown(page, `identity-${uid}`).click();
      const answer = await answered;
      // The page loads again as soon as it has read the answer, which can take the body with it.
      const body = await answer.text().catch(() => '{"e":0}');
      expect(`${answer.status()} ${body}`).toMatch(/^200 \{"e":0\b/);
      await onAccount(page, uid);
    }

    /** Rows of My tasks naming the service; the list's total is shown once it has loaded. */
    async function todoRows(page: Page, service: string) {
      await page.goto(`${url()}/v2/matter/${m}todo`);
      await page.getByRole('heading', { level: 1, name: '我的待办' }).waitFor();
      await shown(page, 'list-total').or(page.locator('.ch-list-empty')).first().waitFor();
      // The page's loader can still come up over the list while its other calls answer; a press then lands on it.
      await settled(page);
      return page.getByTestId('todo-row').filter({ hasText: service });
    }

    it('switches a lecturer to his doctoral identity, with its services and to-dos', async () => {
      const { page } = view;
      await journey.server.db.updateTable('current_identities').set({ uid: lecturerStaff.account }).where('person_id', '=', 'P-T0201').execute();
      const instId = await certificateFor();
      await signIn(page, url(), lecturerStaff.account, lecturerStaff.password);
      expect(await (await todoRows(page, '在校证明开具')).count()).toBeGreaterThan(0);
      await page.goto(`${url()}/v2/site/serviceList`);
      await page.getByRole('tab', { name: '教师服务', selected: true }).waitFor();

      await openSwitches(page, lecturerStaff.name);
      const current = shown(page, `identity-${lecturerStaff.account}`);
      await current.filter({ hasText: '教职工' }).waitFor();
      expect(await current.getAttribute('aria-current')).toBe('true');
      await checked(page, `identity-switches-${viewport.name}`);
      await switchIdentity(page, lecturerStudent.account);
      await page.waitForURL((u) => !u.pathname.includes('m_switchIdentity'), { timeout: 10_000 }).catch(() => undefined);

      // The doctoral identity's hall opens on students' services, and the staff identity's to-do is not its own.
      await page.goto(`${url()}/v2/site/serviceList`);
      await page.getByRole('tab', { name: '学生服务', selected: true }).waitFor();
      await checked(page, `identity-student-hall-${viewport.name}`);
      expect(await (await todoRows(page, '在校证明开具')).count()).toBe(0);
      const detail = await page.request.get(`${url()}${calls.getMatterDetail.path}`, { params: { inst_id: instId } });
      expect(((await detail.json()) as { e: number }).e).toBe(403);

      // Back to the staff identity: the to-do is there again.
      await openSwitches(page, lecturerStaff.name);
      await switchIdentity(page, lecturerStaff.account);
      expect(await (await todoRows(page, '在校证明开具')).count()).toBeGreaterThan(0);
    });

    it('lets the secretary act for the dean and approve his task, the history naming both', async () => {
      const { page } = view;
      const deanApi = await signedInClient(url(), dean);
      const today = campusDate(new Date());
      expect((await deanApi.call(calls.addGrant, { grantee_uid: secretary.account, start_date: today, end_date: today })).body.e).toBe(0);
      const instId = await leaveAtDean();

      await signIn(page, url(), secretary.account, secretary.password);
      await openSwitches(page, secretary.name);
      await shown(page, `granted-${dean.account}`).filter({ hasText: dean.name }).click();
      const banner = said(page, 'status', `您正在代 ${dean.name} 办理（本人：${secretary.name}）`);
      await onAccount(page, dean.account);
      await page.goto(`${url()}/v2/matter/${m}todo`);
      await banner.waitFor();
      await checked(page, `identity-acting-${viewport.name}`);

      const row = (await todoRows(page, '学生请假申请')).filter({ hasText: student.name }).first();
      await row.getByRole('link').first().click();
      await shown(page, 'examine-approve').waitFor();
      expect(new URL(page.url()).searchParams.get('inst_id')).toBe(instId);
      await shown(page, 'examine-opinion').getByRole('textbox').fill('同意，已核实。');
      await shown(page, 'examine-approve').click();
      // Acting for the dean, she signs on his behalf, never in her own name.
      const sign = page.getByRole('checkbox', { name: `代 ${dean.name} 签署` });
      if (await sign.isVisible().catch(() => false)) {
        await sign.check();
        await shown(page, 'examine-approve').click();
      }
      await shown(page, 'examine-done').waitFor();

      await page.goto(`${url()}/v2/matter/${m}examine?inst_id=${instId}&type=todo`);
      await shown(page, 'examine-history').getByText(`${secretary.name} 代 ${dean.name}`).first().waitFor();
      await checked(page, `identity-acting-history-${viewport.name}`);
    });

    it("returns the secretary to her own account at her next call once the dean revokes", async () => {
      const { page } = view;
      await banner(page).waitFor();
      const deanApi = await signedInClient(url(), dean);
      const grants = (await deanApi.call<MyGrant[]>(calls.getMyGrants)).body.d.filter((g) => g.grantee.uid === secretary.account && g.status === 'active');
      for (const grant of grants) expect((await deanApi.call(calls.revokeGrant, { id: grant.id })).body.e).toBe(0);

      await page.goto(`${url()}/v2/matter/${m}todo`);
      await page.getByText('授权已失效，已返回本人账号').first().waitFor();
      await onAccount(page, secretary.account);
      await page.goto(`${url()}/v2/site/${phone ? 'm_personal' : 'personal'}`);
      await page.getByText(secretary.name).first().waitFor();
      expect(await banner(page).count()).toBe(0);
      await checked(page, `identity-back-${viewport.name}`);
      // The seeded grant is back for the next size's journey.
      const today = campusDate(new Date());
      expect((await deanApi.call(calls.addGrant, { grantee_uid: secretary.account, start_date: today, end_date: today })).body.e).toBe(0);
    });

    const banner = (page: Page) => page.getByTestId('acting-banner');
  });
});
