/**
 * Journeys of the matter pages at phone and desktop size, each page checked with axe-core: a student finds the leave
 * request from the home page, reads its detail, fills every field, saves a draft, comes back to it, sees the route with
 * the head of their department and the dean and a likely finish, submits and finds it in My applications at its
 * current step; the head of their department finds it in My tasks with the badge's count; a double-clicked submit
 * makes one application; a desktop-only service says 请前往pc端发起 on a phone.
 */
import type { Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage, type Journey } from './support/journey';
import { checked, signIn } from './support/pages';
import { settled } from './support/settled';

const student = demoAccounts.student;
const HEAD_PASSWORD = 'Head@2026';
/** A 1×1 PNG: a file the upload accepts by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Campus {
  leaveId: number;
  sealId: number;
  head: { uid: string; name: string };
  dean: string;
}

/** The seeded campus as the journeys need it: the services, and the student's department head (given a password). */
async function campus(journey: Journey): Promise<Campus> {
  const db = journey.server.db;
  const app = (name: string) => db.selectFrom('apps').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const [leave, seal] = await Promise.all([app('学生请假申请'), app('公章使用申请')]);
  const { department_id } = await db.selectFrom('users').select('department_id').where('uid', '=', student.account).executeTakeFirstOrThrow();
  const dept = await db.selectFrom('departments').select('head_uid').where('id', '=', department_id ?? 0).executeTakeFirstOrThrow();
  const head = await db.selectFrom('users').select(['uid', 'name']).where('uid', '=', dept.head_uid ?? '').executeTakeFirstOrThrow();
  await db.updateTable('users').set({ password_hash: await hashPassword(HEAD_PASSWORD) }).where('uid', '=', head.uid).execute();
  const dean = await db
    .selectFrom('user_posts as p')
    .innerJoin('users as u', 'u.uid', 'p.uid')
    .select('u.name')
    .where('p.post', '=', 'dean')
    .where('p.department_id', '=', department_id ?? 0)
    .executeTakeFirstOrThrow();
  return { leaveId: leave.id, sealId: seal.id, head, dean: dean.name };
}

async function applications(journey: Journey, appId: number): Promise<number> {
  const row = await journey.server.db
    .selectFrom('process_instances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('creator_uid', '=', student.account)
    .where('app_id', '=', appId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The route preview names the head of the student's department and the dean at their steps. */
async function routeShows(page: Page, the: Campus): Promise<void> {
  const step = (name: string) => page.getByTestId('route-preview').getByRole('listitem').filter({ hasText: name }).getByTestId('route-approvers');
  await step('院系负责人审批').filter({ hasText: the.head.name }).waitFor();
  await step('院长审批').filter({ hasText: the.dean }).waitFor();
}

/** Fills in every field of the leave request as the student would. */
async function fillLeaveRequest(page: Page): Promise<void> {
  // A choice made while the page's answers are still landing can be drawn over (seen once in CI): fill once they have.
  await settled(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: '病假' }).check();
  await page.getByRole('textbox', { name: '请假时间 开始' }).fill('2026-12-01T08:00');
  await page.getByRole('textbox', { name: '请假时间 结束' }).fill('2026-12-03T18:00');
  await page.getByRole('textbox', { name: '请假天数' }).fill('3');
  await page.getByRole('radio', { name: '是', exact: true }).check();
  await page.getByRole('combobox', { name: '目的地 省/自治区/直辖市' }).selectOption({ label: '浙江省' });
  await page.getByRole('combobox', { name: '目的地 市' }).selectOption({ label: '杭州市' });
  await page.getByRole('combobox', { name: '目的地 区/县' }).selectOption({ label: '西湖区' });
  await page.getByRole('textbox', { name: '目的地 详细地址' }).fill('文三路 100 号');
  await page.getByRole('textbox', { name: '请假事由' }).fill('发烧就医，需回家休养');
  await page.getByRole('textbox', { name: '紧急联系人', exact: true }).fill('父亲 王建国');
  await page.getByRole('textbox', { name: '紧急联系人电话' }).fill('13812345678');
  // The upload held on its way: until it ends, the draft cannot be saved nor the form sent, or they would go without
  // the file (a draft saved during a slow upload came back without it).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const uploads = `**${calls.upload.path}**`;
  await page.route(uploads, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('input[type="file"]').first().setInputFiles({ name: '诊断证明.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('诊断证明.png').first().waitFor();
  expect(await page.getByTestId('save-draft').isDisabled()).toBe(true);
  expect(await page.getByTestId('submit-application').isDisabled()).toBe(true);
  release();
  await page.locator('[data-testid="save-draft"]:not([disabled])').waitFor();
  await page.unroute(uploads);
}

describeBrowser('matter journeys', () => {
  const journey = journeyServer();
  let the: Campus;

  beforeAll(async () => {
    the = await campus(journey);
  });

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    const m = phone ? 'm_' : '';

    it('lets a student find the leave request, fill it in, keep a draft, see its route, submit it and follow it', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/site/index`);
      await page.getByTestId('hot-app').filter({ hasText: '学生请假申请' }).first().click();
      await page.getByRole('heading', { level: 1, name: '学生请假申请' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/v2/matter/${m}detail`);
      await page.getByRole('heading', { name: '办事指南' }).waitFor();
      await page.getByTestId('process-diagram').getByText('院系负责人审批').waitFor();
      await page.getByTestId('process-diagram').getByText('超过 3 天').waitFor();
      await checked(page, `matter-detail-${viewport.name}`);

      await page.getByTestId('start-button').click();
      await page.getByRole('radio', { name: '事假' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/v2/matter/${m}start`);
      // Fill less: the profile values arrive with their source.
      await page.getByText('来自个人信息：姓名').waitFor();
      await expect(page.getByRole('textbox', { name: '本人手机' }).inputValue()).resolves.toMatch(/^1\d{10}$/);
      const route = page.getByTestId('route-preview');
      await routeShows(page, the);
      await expect(route.getByTestId('route-finish').textContent()).resolves.toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      await fillLeaveRequest(page);
      await page.getByTestId('save-draft').click();
      await page.getByText('保存成功').first().waitFor();
      await checked(page, `matter-start-filled-${viewport.name}`);

      // Back later: the draft is there as the page opens.
      await page.goto(`${url}/v2/matter/${m}start?id=${the.leaveId}`);
      await page.getByTestId('draft-resumed').waitFor();
      await expect(page.getByRole('textbox', { name: '请假事由' }).inputValue()).resolves.toBe('发烧就医，需回家休养');
      await expect(page.getByRole('combobox', { name: '目的地 区/县' }).inputValue()).resolves.not.toBe('');
      await page.getByText('诊断证明.png').first().waitFor();
      await routeShows(page, the);
      await checked(page, `matter-start-resumed-${viewport.name}`);

      const before = await applications(journey, the.leaveId);
      await page.getByTestId('submit-application').click();
      const confirm = page.getByRole('dialog', { name: '确认提交' });
      await confirm.getByRole('listitem').filter({ hasText: '院系负责人审批' }).getByText(the.head.name).waitFor();
      await checked(page, `matter-start-confirm-${viewport.name}`);
      await confirm.getByTestId('submit-confirm').click();
      await page.getByTestId('start-success').waitFor();
      await checked(page, `matter-start-success-${viewport.name}`);
      expect(await applications(journey, the.leaveId)).toBe(before + 1);

      await page.getByTestId('view-application').click();
      await page.getByRole('heading', { level: 1, name: '我的申请' }).waitFor();
      const first = page.getByTestId('launch-row').first();
      await expect(first.getByTestId('launch-status').textContent()).resolves.toBe('办理中');
      await expect(first.getByTestId('launch-current').textContent()).resolves.toBe('当前环节：院系负责人审批');
      // The success page's link opens the application's tracker: who holds it now, and when it is likely done.
      await first.getByTestId('tracker-current').getByText(the.head.name).waitFor();
      await first.getByTestId('tracker-finish').waitFor();
      await checked(page, `matter-launch-${viewport.name}`);
    });

    it('shows the head of the department the application in My tasks, as many as the badge counts', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, the.head.uid, HEAD_PASSWORD);
      await page.goto(`${url}/v2/matter/todo?page=todo`);
      await page.getByRole('heading', { level: 1, name: '我的待办' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/v2/matter/${m}todo`);
      const row = page.getByTestId('todo-row').filter({ hasText: student.name }).filter({ hasText: '学生请假申请' }).first();
      await row.getByTestId('todo-step').filter({ hasText: '院系负责人审批' }).waitFor();
      const total = Number(/共 (\d+) 条/.exec((await page.getByTestId('list-total').textContent()) ?? '')?.[1]);
      const unread = (await (await page.request.get(`${url}${calls.getunreadData.path}`)).json()) as Envelope<{ my_todo: number }>;
      expect(total).toBeGreaterThan(0);
      expect(unread.d.my_todo).toBe(total);
      // The desktop menu marks My tasks while there are any (spec §2); a phone shows the mark in its menu.
      if (!phone) await page.getByTestId('todo-dot').first().waitFor();
      await checked(page, `matter-todo-${viewport.name}`);

      // The filters: in a row on a desktop, in a sheet on a phone.
      if (phone) {
        await page.getByTestId('filter-open').click();
        await page.getByRole('dialog', { name: '筛选' }).getByTestId('filter-flags').waitFor();
        await checked(page, `matter-todo-filters-${viewport.name}`);
        await page.getByTestId('filter-done').click();
      }
      await page.getByRole('tab', { name: '已处理' }).click();
      await page.getByTestId('todo-row').first().waitFor();
      await checked(page, `matter-todo-processed-${viewport.name}`);
    });

    it('shows the applications copied to someone with their read receipts', async () => {
      const { page } = view;
      const url = journey.server.url;
      // Whoever holds the most unread copies of the seeded campus reads them.
      const db = journey.server.db;
      const reader = await db.selectFrom('process_tasks').select('assignee_uid').where('kind', '=', 'cc').where('status', '=', 0)
        .groupBy('assignee_uid').orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('assignee_uid').executeTakeFirstOrThrow();
      await db.updateTable('users').set({ password_hash: await hashPassword(HEAD_PASSWORD) }).where('uid', '=', reader.assignee_uid).execute();
      await signIn(page, url, reader.assignee_uid, HEAD_PASSWORD);
      await page.goto(`${url}/v2/matter/read`);
      await page.getByRole('heading', { level: 1, name: '知会我的' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/v2/matter/${m}read`);
      await page.getByTestId('mark-read').first().waitFor();
      await checked(page, `matter-read-${viewport.name}`);
      const unread = await page.getByTestId('mark-read').count();
      const receipts = await page.getByTestId('read-state').filter({ hasText: /^已读/ }).count();
      await page.getByTestId('mark-read').first().click();
      await page.getByText('已标为已读').first().waitFor();
      await expect(page.getByTestId('mark-read').count()).resolves.toBe(unread - 1);
      await expect(page.getByTestId('read-state').filter({ hasText: /^已读/ }).count()).resolves.toBe(receipts + 1);
    });

    it('starts one application for a double-clicked submit', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/matter/${m}start?id=${the.leaveId}`);
      await page.getByRole('radio', { name: '事假' }).waitFor();
      await fillLeaveRequest(page);
      await routeShows(page, the);
      const before = await applications(journey, the.leaveId);
      await page.getByTestId('submit-application').click();
      await page.getByTestId('submit-confirm').dblclick();
      await page.getByTestId('start-success').waitFor();
      // Whatever else was on its way has landed by now.
      await page.waitForLoadState('networkidle');
      expect(await applications(journey, the.leaveId)).toBe(before + 1);
    });

    it(phone ? 'says 请前往pc端发起 for a desktop-only service on a phone' : 'lets a desktop-only service start on a desktop', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, demoAccounts.staff.account, demoAccounts.staff.password);
      await page.goto(`${url}/v2/matter/detail?id=${the.sealId}`);
      await page.getByRole('heading', { level: 1, name: '公章使用申请' }).waitFor();
      if (phone) {
        await expect(page.getByTestId('start-problem').textContent()).resolves.toBe('请前往pc端发起');
        await expect(page.getByTestId('start-button').isDisabled()).resolves.toBe(true);
        await checked(page, `matter-detail-desktop-only-${viewport.name}`);
        await page.goto(`${url}/v2/matter/m_start?id=${the.sealId}`);
        await expect(page.getByTestId('start-problem').textContent()).resolves.toBe('请前往pc端发起');
      } else {
        await expect(page.getByTestId('start-button').isDisabled()).resolves.toBe(false);
        await expect(page.getByTestId('start-problem').count()).resolves.toBe(0);
      }
    });
  });
});
