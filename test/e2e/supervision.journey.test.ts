/**
 * Journey of efficiency supervision (issue 32) against the real server and the demo campus. At desktop and phone size
 * the administrator opens 服务概览 from the menu, sees the period's figures, and after a student starts an
 * application sees it counted; the overview reads in English too. At desktop size the administrator opens 流程监控,
 * finds the application stuck (its task opened three months ago, so it waits longest), reassigns the task to the college's vice dean with the
 * people search and a reason, and the vice dean finds it in her to-do with the reassignment in its history; the
 * department ranking opens a department's services. Every new page state is checked (screenshot and axe-core).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { calls } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { recountWaiting } from '../../server/src/modules/matters/matters.service';
import { signedInClient } from '../support/http-client';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage, type Journey } from './support/journey';
import { checked, openFromMenu, signIn, toLanguage } from './support/pages';
import { shown } from './support/seen';
import { settled } from './support/settled';

const { admin, student, viceDean } = demoAccounts;
const SERVICE = '在校证明开具';

/** A student's certificate request, started through the API as the hall would; its id. */
async function startApplication(journey: Journey): Promise<string> {
  const db = journey.server.db;
  const app = await db.selectFrom('apps').select('id').where('name', '=', SERVICE).executeTakeFirstOrThrow();
  const form = await db.selectFrom('form_versions').select('schema').where('app_id', '=', app.id).orderBy('version', 'desc').executeTakeFirstOrThrow();
  const purpose = form.schema.fields.find((f) => f.id === 'form1_1');
  const values = { form1_1: purpose && 'options' in purpose ? purpose.options[0].value : '', form1_3: ['zh'], form1_4: 1, form1_5: 'print', form1_7: '13912345678' };
  const api = await signedInClient(journey.server.url, student);
  const res = await api.call<{ inst_id: string }>(calls.startMatter, { app_id: app.id, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
  expect(res.body.e).toBe(0);
  return res.body.d.inst_id;
}

/** Both trend charts are drawn (ECharts says it finished, animation included), so a screenshot shows them whole. */
const chartsDrawn = (page: Page) => page.locator('[data-testid="report-chart"][data-drawn="yes"]').filter({ visible: true }).nth(1).waitFor();

const cardValue = async (page: Page, key: string) => ((await shown(page, `supervision-card-${key}`).textContent()) ?? '').replace(/\D+$/, '');

describeBrowser('efficiency supervision journey', () => {
  const journey = journeyServer();

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    const m = phone ? 'm_' : '';

    it('opens the service overview from the menu and sees a new application counted', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, admin.account, admin.password);
      await openFromMenu(page, url, phone, 'menu-efficiency', 'menu-serviceSurvey');
      await page.waitForURL(new RegExp(`/v2/site/${m}serviceSurvey`));
      await shown(page, 'supervision-services-row').first().waitFor();
      const before = Number(await cardValue(page, 'started'));
      await chartsDrawn(page);
      await checked(page, `supervision-survey-${viewport.name}`);

      await startApplication(journey);
      await page.reload();
      await page.waitForFunction(
        (n) => {
          const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<{ textContent: string | null; getClientRects(): { length: number } }> } }).document;
          const card = [...doc.querySelectorAll('[data-testid="supervision-card-started"]')].find((c) => c.getClientRects().length > 0);
          return card !== undefined && (card.textContent ?? '').startsWith(String(n));
        },
        before + 1,
      );
      await shown(page, 'supervision-trend-started').waitFor();
    });

    it('reads the overview in English', async () => {
      const { page } = view;
      await page.goto(`${journey.server.url}/v2/site/${m}serviceSurvey`);
      await settled(page);
      await toLanguage(page, 'en');
      try {
        await page.getByRole('heading', { level: 1, name: 'Service overview' }).waitFor();
        await shown(page, 'supervision-services-row').first().waitFor();
        await chartsDrawn(page);
        await checked(page, `supervision-survey-en-${viewport.name}`);
      } finally {
        await toLanguage(page, 'zh');
      }
    });

    it('lets a student rate an ended application, and shows the rating given', async () => {
      const { page } = view;
      const url = journey.server.url;
      const db = journey.server.db;
      const ended = await db
        .selectFrom('process_instances as i')
        .innerJoin('apps as a', 'a.id', 'i.app_id')
        .select('i.id')
        .where('i.creator_uid', '=', student.account)
        .where('i.status', '=', 2)
        .where('a.star_enable', '=', true)
        .orderBy('i.id', phone ? 'desc' : 'asc')
        .executeTakeFirstOrThrow();
      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/matter/${m}examine?inst_id=${ended.id}&type=launch`);
      const panel = shown(page, 'matter-rating');
      await panel.getByRole('radio', { name: '4 星 · 满意' }).check();
      await panel.getByRole('textbox', { name: '评价内容（选填）' }).fill('线上办理很方便');
      await panel.getByTestId('rating-submit').click();
      await panel.getByText('您的评价：4 星').waitFor();
      const saved = await db.selectFrom('application_ratings').select(['stars', 'comment']).where('instance_id', '=', ended.id).executeTakeFirstOrThrow();
      expect(saved).toEqual({ stars: 4, comment: '线上办理很方便' });
      await checked(page, `matter-rating-${viewport.name}`);
    });

    if (phone) return;

    it('finds a stuck task in monitoring, reassigns it, and the new approver sees it with the reassignment in the history', async () => {
      const { page } = view;
      const url = journey.server.url;
      const instId = await startApplication(journey);
      await journey.server.db.updateTable('process_tasks').set({ created_at: new Date(Date.now() - 90 * 86_400_000) }).where('instance_id', '=', instId).execute();
      await recountWaiting(journey.server.db);
      await signIn(page, url, admin.account, admin.password);
      await page.goto(`${url}/v2/site/monitoring`);
      await shown(page, 'monitoring-node').first().waitFor();
      await shown(page, 'monitoring-only-stuck').click();
      const row = page.locator(`[data-testid="monitoring-row"][data-inst="${instId}"]`);
      await row.waitFor();
      await checked(page, `supervision-monitoring-${viewport.name}`);

      await row.getByTestId('monitoring-reassign').click();
      const dialog = page.getByTestId('supervision-dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: /改派给/ }).click();
      await page.getByRole('searchbox').last().fill(viceDean.name);
      await page.getByRole('radio', { name: new RegExp(viceDean.name) }).click();
      await page.getByRole('button', { name: /^(确定|完成)$/ }).last().click();
      await dialog.locator('textarea').fill('原审批人出差，改派学院处理');
      await checked(page, `supervision-reassign-${viewport.name}`);
      await page.getByTestId('supervision-dialog-confirm').click();
      await page.getByText('已改派').waitFor();

      await signIn(page, url, viceDean.account, viceDean.password);
      await page.goto(`${url}/v2/matter/todo`);
      const todo = page.getByTestId('todo-row').filter({ hasText: student.name }).filter({ hasText: SERVICE }).first();
      await todo.waitFor();
      await todo.getByRole('link').first().click();
      await page.waitForURL(new RegExp(`/v2/matter/examine\\?.*inst_id=${instId}`));
      const history = shown(page, 'examine-history');
      await history.getByText('改派', { exact: true }).waitFor();
      await history.getByText('原审批人出差，改派学院处理').waitFor();
      await checked(page, `supervision-reassigned-history-${viewport.name}`);
    });

    it('ranks the departments and opens one’s services', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, admin.account, admin.password);
      await page.goto(`${url}/v2/site/departService`);
      await shown(page, 'supervision-departments-row').first().waitFor();
      await checked(page, `supervision-depart-${viewport.name}`);
      await shown(page, 'supervision-department').first().click();
      await shown(page, 'supervision-back').waitFor();
      await checked(page, `supervision-depart-services-${viewport.name}`);
    });
  });
});
