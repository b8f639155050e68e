/**
 * The portal by keyboard alone at 1280 px (WCAG 2.1 AA 2.1.1, 2.4.3, 2.4.7; GB/T 37668): the head of a department signs
 * in, opens a fresh task from the to-do list and approves it, approves another through the batch dialog, then finds
 * 教室借用 in the hall, fills it in and submits it, choosing the adviser in the nested people picker. After each step the
 * focus is somewhere (not <body>) and the focused control shows it has the focus; the confirm dialog keeps the focus
 * in, one Escape closes one layer and the focus returns to the control that opened it. Also counts the Tab stops from
 * a page's load to its main action on the login page, the to-do list and the start form, printed for the record.
 *
 * Checks marked AFTER MERGE need the focus styles, the dialog primitive, the focus after route changes and the
 * announced results being built beside this journey; they are gathered and asserted at the end of the journey, so the
 * path itself is checked to the end meanwhile.
 */
import type { Locator, Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { screenshot, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage, type Journey } from './support/journey';
import { describeFocus, focusIsIn, focusOnBody, focusVisible, tabUntil } from './support/keyboard';
import { signIn } from './support/pages';
import { settled } from './support/settled';
import { shown } from './support/seen';

const student = demoAccounts.student;
const HEAD_PASSWORD = 'Keys@2026';
const desktop = viewports.find((v) => v.name === 'desktop') ?? viewports[1];

interface Campus {
  head: { uid: string; name: string };
  leaveId: number;
  classroomId: number;
}

/** The student's department head (given a password to sign in with) and the two services the journey uses. */
async function campus(journey: Journey): Promise<Campus> {
  const db = journey.server.db;
  const { department_id } = await db.selectFrom('users').select('department_id').where('uid', '=', student.account).executeTakeFirstOrThrow();
  const dept = await db.selectFrom('departments').select('head_uid').where('id', '=', department_id ?? 0).executeTakeFirstOrThrow();
  const head = await db.selectFrom('users').select(['uid', 'name']).where('uid', '=', dept.head_uid ?? '').executeTakeFirstOrThrow();
  await db.updateTable('users').set({ password_hash: await hashPassword(HEAD_PASSWORD) }).where('uid', '=', head.uid).execute();
  const app = (name: string) => db.selectFrom('apps').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const [leave, classroom] = await Promise.all([app('学生请假申请'), app('教室借用')]);
  return { head, leaveId: leave.id, classroomId: classroom.id };
}

/** A leave request from the student, waiting for the head of their department: a fresh task at the top of their list. */
async function freshLeaveRequest(page: Page, url: string, leaveId: number, reason: string): Promise<void> {
  await signIn(page, url, student.account, student.password);
  const values = { form1_1: 'personal', form1_2: ['2026-12-07 08:00', '2026-12-08 18:00'], form1_3: 2, form1_4: 'no', form1_6: reason, form1_7: '王建国', form1_8: '13912345678' };
  const res = await page.request.post(`${url}${calls.startMatter.path}`, { form: { app_id: leaveId, values: JSON.stringify(values), start_key: `keys${reason.length}${Date.now()}` } });
  expect(((await res.json()) as Envelope).e).toBe(0);
  // Signed out as a new visitor is: no session cookie.
  await page.context().clearCookies();
}

/** What the focus checks found wrong; asserted empty at the journey's end (AFTER MERGE: see the header). */
class FocusFindings {
  readonly problems: string[] = [];

  /** After a step: the focus is not on <body>. */
  async landed(page: Page, step: string): Promise<void> {
    // The app moves the focus once the new page has drawn its heading (src/platform/page-focus.ts): wait for that,
    // up to the few seconds a slow page may take, before calling the focus lost.
    const moved = await page
      .waitForFunction(() => {
        const doc = (globalThis as unknown as { document: { activeElement: unknown; body: unknown } }).document;
        return doc.activeElement !== null && doc.activeElement !== doc.body;
      }, undefined, { timeout: 8_000 })
      .then(() => true, () => false);
    if (!moved && (await focusOnBody(page))) this.problems.push(`${step}: the focus is on <body>`);
  }

  /** The focused control draws a focus style. */
  async visible(page: Page, step: string): Promise<void> {
    if (!(await focusVisible(page))) this.problems.push(`${step}: no visible focus on ${await describeFocus(page)}`);
  }

  /** The focus is in `where` (a dialog, or the control that opened it). */
  async within(where: Locator, page: Page, step: string): Promise<void> {
    if (!(await focusIsIn(where))) this.problems.push(`${step}: the focus is on ${await describeFocus(page)}`);
  }

  record(ok: boolean, problem: string): void {
    if (!ok) this.problems.push(problem);
  }
}

/** Tabs to the target and checks its focus style on the way in. */
async function tabTo(page: Page, target: Locator, findings: FocusFindings, step: string): Promise<void> {
  await tabUntil(page, target);
  await findings.visible(page, step);
}

/**
 * Types a date and time into the focused native date-time box, part by part in the order Debian's Chromium shows them
 * (its own language, en-US: month, day, year, then hour, minute and AM/PM). Two-digit parts move on by themselves; the
 * year takes up to six digits, so the arrow key moves on from it.
 */
async function typeDateTime(page: Page, at: { month: string; day: string; year: string; hour12: string; minute: string; half: 'AM' | 'PM' }): Promise<void> {
  await page.keyboard.type(`${at.month}${at.day}${at.year}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(`${at.hour12}${at.minute}${at.half[0]}`);
}

/** The dialog shown on top (Taro keeps closed popups in the document, hidden). */
const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name }).filter({ visible: true });

describeBrowser('keyboard journey', () => {
  const journey = journeyServer();
  const view = viewportPage(journey, desktop);
  let the: Campus;

  beforeAll(async () => {
    the = await campus(journey);
  });

  it('counts the Tab stops from the load of the login page, the to-do list and the start form to their main action', async () => {
    const { page } = view;
    const url = journey.server.url;
    await freshLeaveRequest(page, url, the.leaveId, '家中有事需请假一天');

    await page.goto(`${url}/v2/site/login`);
    await shown(page, 'login-username').waitFor();
    await settled(page);
    const toAccount = await tabUntil(page, shown(page, 'login-username'));
    await page.keyboard.type(the.head.uid);
    const toPassword = await tabUntil(page, shown(page, 'login-password'));
    await page.keyboard.type(HEAD_PASSWORD);
    const toSubmit = await tabUntil(page, shown(page, 'login-submit'));
    const login = toAccount.count + toPassword.count + toSubmit.count;
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.includes('login'));

    await page.goto(`${url}/v2/matter/todo`);
    await page.getByRole('heading', { level: 1, name: '我的待办' }).waitFor();
    await settled(page);
    const todo = await tabUntil(page, page.getByTestId('todo-row').first().getByRole('link').first());

    await page.goto(`${url}/v2/matter/start?id=${the.classroomId}`);
    await shown(page, 'submit-application').waitFor();
    await settled(page);
    const start = await tabUntil(page, shown(page, 'submit-application'), { max: 200 });

    const report = [
      ['login (to 登录, account and password typed)', login, [...toAccount.path, ...toPassword.path, ...toSubmit.path]],
      ['to-do list (to the first task)', todo.count, todo.path],
      ['start form of 教室借用 (to 提交申请)', start.count, start.path],
    ] as const;
    console.log(report.map(([name, count, path]) => `Tab stops, ${name}: ${count}\n  ${path.join('\n  ')}`).join('\n'));
    for (const [, count] of report) expect(count).toBeGreaterThan(0);
  });

  it('signs in, approves a task and starts a service with keys only, the focus seen and kept at every step', async () => {
    const { page } = view;
    const url = journey.server.url;
    const findings = new FocusFindings();
    await freshLeaveRequest(page, url, the.leaveId, '参加学术会议需请假两天');
    await freshLeaveRequest(page, url, the.leaveId, '家中老人生病住院需回家照顾');

    // Sign in: Tab to each field, type, Enter on 登录.
    await page.goto(`${url}/v2/site/login`);
    await shown(page, 'login-username').waitFor();
    await tabTo(page, shown(page, 'login-username'), findings, 'login account');
    await page.keyboard.type(the.head.uid);
    await tabTo(page, shown(page, 'login-password'), findings, 'login password');
    await page.keyboard.type(HEAD_PASSWORD);
    await tabTo(page, shown(page, 'login-submit'), findings, 'login 登录');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.includes('login'));
    await settled(page);
    await findings.landed(page, 'after signing in'); // AFTER MERGE: focus after a route change

    // The to-do list: Tab to the newest task and open it.
    await page.goto(`${url}/v2/matter/todo`);
    await page.getByRole('heading', { level: 1, name: '我的待办' }).waitFor();
    await settled(page);
    const firstTask = page.getByTestId('todo-row').filter({ hasText: '学生请假申请' }).first();
    await tabTo(page, firstTask.getByRole('link').first(), findings, 'to-do first task');
    await page.keyboard.press('Enter');
    await shown(page, 'examine-approve').waitFor();
    await settled(page);
    await findings.landed(page, 'after opening the task'); // AFTER MERGE: focus after a route change

    // Approve it: an opinion typed, then Enter on 同意; the result (已同意) takes the focus or is announced.
    await tabTo(page, shown(page, 'examine-opinion').getByRole('textbox'), findings, 'opinion');
    await page.keyboard.type('同意。');
    await tabTo(page, shown(page, 'examine-approve'), findings, '同意');
    await page.keyboard.press('Enter');
    await shown(page, 'examine-done').waitFor();
    await findings.landed(page, 'after 同意'); // AFTER MERGE: results take the focus

    // The batch confirm dialog: focus inside it, Tab from its last control back to its first, Escape closes it alone
    // and the focus goes back to 批量同意; opened again, 确认 approves.
    await page.goto(`${url}/v2/matter/todo`);
    await page.getByRole('heading', { level: 1, name: '我的待办' }).waitFor();
    await settled(page);
    await tabTo(page, shown(page, 'batch-mode'), findings, '批量处理');
    await page.keyboard.press('Enter');
    const row = page.getByTestId('todo-row').filter({ hasText: '学生请假申请' }).first();
    await tabTo(page, row.getByRole('checkbox'), findings, 'batch row choice');
    await page.keyboard.press('Space');
    await shown(page, 'batch-count').filter({ hasText: '1' }).waitFor();
    const batchApprove = shown(page, 'batch-approve');
    await tabTo(page, batchApprove, findings, '批量同意');
    await page.keyboard.press('Enter');
    const confirm = dialog(page, '批量同意');
    await confirm.waitFor();
    await findings.within(confirm, page, 'batch dialog opened'); // AFTER MERGE: the dialog takes the focus
    await tabUntil(page, confirm.getByTestId('batch-confirm'), { max: 20 });
    await findings.visible(page, 'batch 确认');
    await page.keyboard.press('Tab');
    await findings.within(confirm, page, 'Tab from the dialog’s last control'); // AFTER MERGE: the dialog traps the focus
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    findings.record(await page.getByRole('heading', { level: 1, name: '我的待办' }).isVisible(), 'Escape closed more than the dialog');
    await findings.within(batchApprove, page, 'focus back on 批量同意 after Escape'); // AFTER MERGE: focus back to the opener
    await batchApprove.focus();
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await tabUntil(page, confirm.getByTestId('batch-confirm'), { max: 20 });
    await page.keyboard.press('Enter');
    const result = dialog(page, /批量处理结果|处理结果/);
    await result.waitFor();
    await findings.within(result, page, 'batch result'); // AFTER MERGE: results take the focus
    await page.keyboard.press('Escape');
    await result.waitFor({ state: 'hidden' });
    await findings.landed(page, 'after closing the batch result'); // AFTER MERGE: focus back to the opener

    // The hall: search for 教室借用, open it and start it.
    await page.goto(`${url}/v2/site/serviceList`);
    await shown(page, 'hall-keyword').waitFor();
    await settled(page);
    await tabTo(page, shown(page, 'hall-keyword'), findings, 'hall search');
    await page.keyboard.type('教室借用');
    const card = page.getByTestId('hot-app').filter({ hasText: '教室借用', visible: true }).first();
    await card.waitFor();
    // The list is drawn again once the typed keyword's search answers: Tab to a card of the final list.
    await settled(page);
    await tabTo(page, card, findings, 'hall card 教室借用');
    await page.keyboard.press('Enter');
    await shown(page, 'start-button').waitFor();
    await settled(page);
    await findings.landed(page, 'after opening 教室借用'); // AFTER MERGE: focus after a route change
    await tabTo(page, shown(page, 'start-button'), findings, '我要办理');
    await page.keyboard.press('Enter');
    await shown(page, 'submit-application').waitFor();
    await settled(page);
    await findings.landed(page, 'after starting 教室借用'); // AFTER MERGE: focus after a route change

    // The required fields, each reached with Tab and filled with keys.
    await tabTo(page, page.getByRole('combobox', { name: '教学楼' }), findings, '教学楼');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByRole('textbox', { name: '教室', exact: true }), findings, '教室');
    await page.keyboard.type('A203');
    await tabTo(page, page.getByRole('textbox', { name: '借用时间 开始' }), findings, '借用时间 开始');
    await typeDateTime(page, { month: '12', day: '10', year: '2026', hour12: '08', minute: '00', half: 'AM' });
    await tabTo(page, page.getByRole('textbox', { name: '借用时间 结束' }), findings, '借用时间 结束');
    await typeDateTime(page, { month: '12', day: '10', year: '2026', hour12: '10', minute: '00', half: 'AM' });
    await expect(page.getByRole('textbox', { name: '借用时间 开始' }).inputValue()).resolves.toBe('2026-12-10T08:00');
    await expect(page.getByRole('textbox', { name: '借用时间 结束' }).inputValue()).resolves.toBe('2026-12-10T10:00');
    await tabTo(page, page.getByRole('textbox', { name: '参加人数' }), findings, '参加人数');
    await page.keyboard.type('40');
    const useType = page.getByRole('button', { name: /使用类型/ }).filter({ visible: true }).first();
    await tabTo(page, useType, findings, '使用类型');
    await page.keyboard.press('Enter');
    const typeSheet = dialog(page, '使用类型');
    await typeSheet.waitFor();
    await findings.within(typeSheet, page, '使用类型 picker opened'); // AFTER MERGE: the dialog takes the focus
    await tabUntil(page, typeSheet.getByRole('checkbox', { name: /学术讲座/ }).or(typeSheet.getByRole('radio', { name: /学术讲座/ })), { max: 20 });
    await findings.visible(page, '使用类型 option');
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await typeSheet.waitFor({ state: 'hidden' });
    await findings.within(useType, page, 'focus back on 使用类型 after Escape'); // AFTER MERGE: focus back to the opener
    await useType.filter({ hasText: '学术讲座' }).waitFor();
    await tabTo(page, page.getByRole('textbox', { name: '活动名称' }), findings, '活动名称');
    await page.keyboard.type('人工智能前沿讲座');
    const phone = page.getByRole('textbox', { name: '联系电话' });
    await tabTo(page, phone, findings, '联系电话');
    // The profile may already hold a mobile number, filled in for the applicant.
    if ((await phone.inputValue()) === '') await page.keyboard.type('13812345678');

    // 提交申请 → 设置审批人 → 选择人员: one Escape closes the people picker only.
    await tabTo(page, shown(page, 'submit-application'), findings, '提交申请');
    await screenshot(page, 'keyboard-start-filled-desktop');
    await page.keyboard.press('Enter');
    const approvers = dialog(page, '设置审批人');
    const problem = page.locator('.ch-field').getByRole('alert').filter({ visible: true }).first();
    await approvers.or(problem).waitFor();
    expect(await problem.count()).toBe(0);
    await findings.within(approvers, page, '设置审批人 opened'); // AFTER MERGE: the dialog takes the focus
    const pickPerson = approvers.getByRole('button', { name: /指导教师或单位负责人审核/ }).first();
    await tabUntil(page, pickPerson, { max: 20 });
    await findings.visible(page, '设置审批人 choose person');
    await page.keyboard.press('Enter');
    const people = dialog(page, '指导教师或单位负责人审核');
    await people.waitFor();
    await page.keyboard.press('Escape');
    await people.waitFor({ state: 'hidden' });
    const stillChoosing = await approvers.isVisible();
    findings.record(stillChoosing, 'one Escape in 选择人员 closed 设置审批人 too'); // AFTER MERGE: one layer per Escape
    if (!stillChoosing) {
      // Until then, the journey goes back to where one Escape should have left it.
      await shown(page, 'submit-application').focus();
      await page.keyboard.press('Enter');
      await approvers.waitFor();
    }
    await findings.within(pickPerson, page, 'focus back on the person picker after Escape'); // AFTER MERGE: focus back to the opener
    await pickPerson.focus();
    await page.keyboard.press('Enter');
    await people.waitFor();
    await tabUntil(page, people.getByRole('searchbox').or(people.getByRole('textbox')).first(), { max: 20 });
    await page.keyboard.type(the.head.name);
    const person = people.getByRole('checkbox', { name: new RegExp(the.head.name) }).or(people.getByRole('radio', { name: new RegExp(the.head.name) })).first();
    await person.waitFor();
    await tabUntil(page, person, { max: 20 });
    await findings.visible(page, '选择人员 person');
    await page.keyboard.press('Space');
    await tabTo(page, people.locator('.ch-form-sheet__actions').getByRole('button'), findings, '选择人员 确定');
    await page.keyboard.press('Enter');
    await people.waitFor({ state: 'hidden' });
    await tabTo(page, approvers.getByTestId('next-approver-confirm'), findings, '设置审批人 确认');
    await page.keyboard.press('Enter');

    // 确认提交, then 提交成功 takes the focus or is announced.
    const submit = dialog(page, '确认提交');
    await submit.waitFor();
    await findings.within(submit, page, '确认提交 opened'); // AFTER MERGE: the dialog takes the focus
    await tabUntil(page, submit.getByTestId('submit-confirm'), { max: 30 });
    await findings.visible(page, '确认提交 提交');
    await page.keyboard.press('Enter');
    await shown(page, 'start-success').waitFor();
    await findings.landed(page, 'after 提交成功'); // AFTER MERGE: results take the focus

    expect(findings.problems).toEqual([]);
  });
});
