/**
 * The form and process designers at 1280×800 (/backHome/index?s=catalog-designer): an administrator opens a new
 * service from the services list, builds its form (a text field, a select, a date range, an attachment and the head's
 * note), a process with a condition on the select (over a week: head of department then dean; otherwise the dean
 * only) and a CC node, makes the note read-only for the dean, simulates both branches and publishes. A student's long
 * loan travels the first branch; the dean reads the head's note without a box to change it and approves; the
 * application completes. Each tab is checked (screenshot and axe), in Chinese and in English.
 */
import type { Page } from 'playwright-core';
import { calls, InstanceStatus } from '../../contract';
import type { AdminApp } from '../../contract/calls/apps';
import type { LaunchedItem, MatterDetail } from '../../contract/calls/matters';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { signedInClient } from '../support/http-client';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn, toLanguage } from './support/pages';
import { said, shown } from './support/seen';

const { admin, student, dean, viceDean, secretary } = demoAccounts;
const NAME = '仪器设备借用';
const desktop = viewports.find((v) => v.name === 'desktop')!;

const properties = (page: Page) => page.getByTestId('designer-field-properties');
const panel = (page: Page) => page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: /设置$/ }) });

async function addField(page: Page, type: string, label: string, required = false): Promise<void> {
  await page.getByTestId(`designer-add-${type}`).click();
  await properties(page).getByLabel('名称', { exact: true }).fill(label);
  if (required) await properties(page).getByLabel('必填').check();
}

/** Adds a node from the "+" named `slot`, names it, and lets `set` fill in the rest of its settings. */
async function addNode(page: Page, slot: string, kind: string, name: string, set?: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: slot, exact: true }).click();
  await page.getByRole('group', { name: '选择要添加的节点' }).getByRole('button', { name: kind }).click();
  await panel(page).getByLabel('名称', { exact: true }).fill(name);
  await set?.();
}

async function namedPeople(page: Page, rule: string, uids: string): Promise<void> {
  await panel(page).getByLabel(rule).selectOption('users');
  await panel(page).getByLabel('人员工号').fill(uids);
}

describeBrowser('form and process designer journeys', () => {
  const journey = journeyServer();
  const url = () => journey.server.url;
  let appId: number;

  beforeAll(async () => {
    const api = await signedInClient(url(), admin);
    const made = await api.call<AdminApp>(calls.adminSaveApp, { name: NAME, name_en: 'Equipment loan', type: 1, audiences: ['student'] });
    expect(made.body.e).toBe(0);
    appId = made.body.d.id;
  });

  describe('at 1280×800', () => {
    const view = viewportPage(journey, desktop);

    it('builds a form and a branching process, simulates both branches and publishes', async () => {
      const { page } = view;
      await signIn(page, url(), admin.account, admin.password);
      await page.goto(`${url()}/v2/backHome/index?s=catalog-services`);
      await page.getByRole('search', { name: /^服务列表/ }).locator('input').first().fill(NAME);
      await page.getByTestId('admin-filter-search').click();
      await page.getByRole('row').filter({ hasText: NAME }).getByTestId('admin-action-设计表单与流程').click();
      await shown(page, 'designer-state').filter({ hasText: '尚未发布' }).waitFor();

      await addField(page, 'Input', '借用事由', true);
      await addField(page, 'Select', '借用期限', true);
      for (const [i, value, label] of [[1, 'short', '一周以内'], [2, 'long', '一周以上']] as const) {
        await properties(page).getByLabel(`值 ${i}`).fill(value);
        await properties(page).getByLabel(`中文 ${i}`).fill(label);
      }
      await addField(page, 'Calendar', '借用时间', true);
      await properties(page).getByLabel('起止范围').check();
      await addField(page, 'Attachment', '相关材料');
      await addField(page, 'MultiInput', '系主任意见');
      await page.getByTestId('designer-preview').getByText('借用期限').first().waitFor();
      await checked(page, 'designer-form-desktop');

      await page.getByTestId('designer-tab-process').click();
      await addNode(page, '添加节点（在发起人之后）', '条件分支', '按借用期限');
      await panel(page).getByLabel('分支名称').first().fill('一周以上');
      await panel(page).getByLabel('值', { exact: true }).selectOption('long');
      await panel(page).getByLabel('分支名称').nth(1).fill('一周以内');
      await addNode(page, '添加节点（在分支“一周以上”开头）', '审批节点', '系主任审批');
      await addNode(page, '添加节点（在“系主任审批”之后）', '审批节点', '院长审批', () => namedPeople(page, '由谁处理', dean.account));
      await addNode(page, '添加节点（在分支“一周以内”开头）', '审批节点', '院长审批（短期）', () => namedPeople(page, '由谁处理', dean.account));
      await addNode(page, '添加节点（在“按借用期限”之后）', '抄送节点', '抄送院办', () => namedPeople(page, '由谁处理', secretary.account));
      await checked(page, 'designer-process-desktop');

      await page.getByTestId('designer-tab-rights').click();
      await page.getByLabel('系主任意见 · 发起人').selectOption('hidden');
      await page.getByLabel('系主任意见 · 系主任审批').selectOption('edit');
      expect(await page.getByLabel('系主任意见 · 院长审批', { exact: true }).inputValue()).toBe('read');
      await checked(page, 'designer-rights-desktop');

      await page.getByTestId('designer-save').click();
      await shown(page, 'designer-problems').filter({ hasText: '没有发现问题' }).waitFor();

      await page.getByTestId('designer-tab-simulate').click();
      await page.getByTestId('designer-sim-keyword').fill(student.name);
      await page.getByTestId('designer-sim-find').click();
      await page.getByTestId('designer-sim-applicant').waitFor();
      const route = page.getByTestId('designer-sim-route');
      for (const [term, steps] of [
        ['long', [['系主任审批', viceDean.name], ['院长审批', dean.name], ['抄送院办', secretary.name]]],
        ['short', [['院长审批（短期）', dean.name], ['抄送院办', secretary.name]]],
      ] as const) {
        await page.getByLabel('借用期限').selectOption(term);
        await page.getByTestId('designer-sim-run').click();
        await route.getByRole('row').nth(steps.length).waitFor();
        const rows = route.locator('tbody tr');
        expect(await rows.count()).toBe(steps.length);
        for (const [i, [step, who]] of steps.entries()) {
          await rows.nth(i).getByText(step).first().waitFor();
          await rows.nth(i).getByText(who).waitFor();
        }
      }
      await checked(page, 'designer-simulate-desktop');

      await page.getByTestId('designer-publish').click();
      await page.getByTestId('admin-confirm-ok').click();
      await shown(page, 'designer-state').filter({ hasText: '已发布第 1 版' }).waitFor();
      await page.getByTestId('designer-tab-versions').click();
      await page.getByTestId('designer-release-1').getByText(admin.name).waitFor();
      await checked(page, 'designer-versions-desktop');
    });

    it("takes a student's long loan past the head to the dean, who reads the note and approves", async () => {
      const { page } = view;
      await signIn(page, url(), student.account, student.password);
      await page.goto(`${url()}/v2/matter/start?id=${appId}`);
      await page.getByRole('textbox', { name: '借用事由' }).fill('课题组实验');
      await page.getByRole('combobox', { name: '借用期限' }).selectOption({ label: '一周以上' });
      await page.getByRole('textbox', { name: '借用时间 开始' }).fill('2026-12-14');
      await page.getByRole('textbox', { name: '借用时间 结束' }).fill('2026-12-28');
      await page.getByTestId('submit-application').click();
      // The confirmation names the branch's people: the head of the student's department first.
      const confirm = page.getByRole('dialog', { name: '确认提交' });
      await confirm.getByRole('listitem').filter({ hasText: '系主任审批' }).getByText(viceDean.name).waitFor();
      await confirm.getByTestId('submit-confirm').click();
      await page.getByTestId('start-success').waitFor();
      const studentApi = await signedInClient(url(), student);
      const instId = (await studentApi.call<{ list: LaunchedItem[] }>(calls.myStarted, {})).body.d.list.find((a) => a.app_name === NAME)!.inst_id;

      const head = await signedInClient(url(), viceDean);
      const atHead = (await head.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId })).body.d.my_tasks[0];
      expect(atHead.node_name).toBe('系主任审批');
      expect((await head.call(calls.approveTask, { task_id: atHead.task_id, opinion: '同意', values: JSON.stringify({ form1_5: '设备可借，注意按期归还。' }) })).body.e).toBe(0);

      await signIn(page, url(), dean.account, dean.password);
      await page.goto(`${url()}/v2/matter/examine?inst_id=${instId}&type=todo`);
      await page.getByText('设备可借，注意按期归还。').waitFor();
      expect(await page.getByRole('textbox', { name: '系主任意见' }).count()).toBe(0);
      await checked(page, 'designer-dean-examine-desktop');
      await shown(page, 'examine-opinion').getByRole('textbox').fill('同意。');
      await shown(page, 'examine-approve').click();
      await shown(page, 'examine-done').waitFor();
      const done = (await studentApi.call<MatterDetail>(calls.getMatterDetail, { inst_id: instId })).body.d;
      expect(done.status).toBe(InstanceStatus.completed);
      expect(done.steps.map((s) => s.node_name)).toEqual(expect.arrayContaining(['系主任审批', '院长审批']));
    });

    it('reads in English', async () => {
      const { page } = view;
      await signIn(page, url(), admin.account, admin.password);
      await page.goto(`${url()}/v2/site/index`);
      await toLanguage(page, 'en');
      await page.goto(`${url()}/v2/backHome/index?s=catalog-designer&app=${appId}`);
      await shown(page, 'designer-state').filter({ hasText: 'Release 1 is published' }).waitFor();
      await checked(page, 'designer-form-desktop-en');
      await page.getByTestId('designer-tab-process').click();
      await page.getByRole('button', { name: 'Add a node (after the applicant)' }).waitFor();
      await checked(page, 'designer-process-desktop-en');
      expect(await said(page, 'alert', /./).count()).toBe(0);
    });
  });

  describe('at 375×812', () => {
    const view = viewportPage(journey, viewports[0]);

    it('keeps the form and the process usable on a phone', async () => {
      const { page } = view;
      await signIn(page, url(), admin.account, admin.password);
      await page.goto(`${url()}/v2/backHome/index?s=catalog-designer&app=${appId}`);
      await shown(page, 'designer-state').filter({ hasText: '已发布第 1 版' }).waitFor();
      await checked(page, 'designer-form-phone');
      await page.getByTestId('designer-tab-process').click();
      await page.getByRole('button', { name: '添加节点（在发起人之后）' }).waitFor();
      await checked(page, 'designer-process-phone');
    });
  });
});
