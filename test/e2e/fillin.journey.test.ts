/**
 * Journeys of the fill-ins (issue 28) against the real server and the demo campus, at phone and desktop size, each on a
 * campus of its own (a student fills today's check-in once, and one class is reminded once in ten minutes):
 * the counsellor 张婷 opens 填报统计 from the menu, finds the demo student's class and its rate, reminds the students
 * who have not filled today's health check-in in one click, and exports the class's submissions to xlsx; the demo
 * student then has the reminder in the message centre, opens today's check-in from the home page's 我的填报 tab, fills
 * it in from yesterday's answers (免填), submits it and finds it 已填报 in 我的填报; a student without tb-report has no
 * 填报统计 in the menu and is told so on the page, the server refusing its calls too. Every new page state is checked
 * (screenshot and axe-core).
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import type { FillMissionSummary, FillReport, FillStats } from '../../contract/calls/fillins';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn } from './support/pages';
import { settled } from './support/settled';
import { shown } from './support/seen';

const { student, counsellor } = demoAccounts;
const HEALTH = '每日健康打卡';

async function call<T>(page: Page, url: string, name: keyof typeof calls, payload: Record<string, string | number> = {}): Promise<Envelope<T>> {
  const def = calls[name];
  const res = def.method === 'GET' ? await page.request.get(`${url}${def.path}`, { params: payload }) : await page.request.post(`${url}${def.path}`, { form: payload });
  return (await res.json()) as Envelope<T>;
}

/** A rate as the pages write it: one decimal, none for a whole number (92.3%, 100%). */
const rateText = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

describeBrowser('fill-in journeys', () => {
  describe.each(viewports)('at $width×$height', (viewport) => {
    const journey = journeyServer();
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    const m = phone ? 'm_' : '';

    /** Opens a menu entry: the menu sheet on a phone, the top menu's group on a desktop. */
    async function openMenuEntry(page: Page, group: string, key: string): Promise<void> {
      if (phone) await page.getByTestId('menu-button').click();
      const menu = page.getByTestId(phone ? 'menu-drawer' : 'menu-bar');
      if (!phone) await menu.getByTestId(`menu-${group}`).hover();
      await menu.getByTestId(`menu-${key}`).click();
    }

    it('the counsellor sees her class’s rate, reminds the missing students in one click and exports the xlsx', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, counsellor.account, counsellor.password);
      const { class_name: className } = await journey.server.db.selectFrom('users').select('class_name').where('uid', '=', student.account).executeTakeFirstOrThrow();
      if (!className) throw new Error(`${student.name} has no class`);

      await page.goto(`${url}/v2/site/index`);
      await settled(page);
      await openMenuEntry(page, 'dataCenter', 'fillReport');
      await page.waitForURL(new RegExp(`/v2/fillForm/${m}report$`));
      const card = shown(page, 'mission-card').filter({ hasText: HEALTH });
      await card.waitFor();
      await checked(page, `fillin-report-missions-${viewport.name}`);

      await card.getByTestId('mission-open').click();
      await page.waitForURL(new RegExp(`/v2/fillForm/${m}report\\?id=\\d+`));
      await shown(page, 'stats-mission').filter({ hasText: HEALTH }).waitFor();
      await shown(page, 'field-summary').first().waitFor();
      await checked(page, `fillin-report-stats-${viewport.name}`);

      // Her class, as the server counts it: its row's rate, then the page narrowed to it.
      const missionId = Number(new URL(page.url()).searchParams.get('id'));
      const stats = (await call<FillStats>(page, url, 'getFillStats', { mission_id: missionId })).d;
      const own = stats.classes.find((c) => c.class_name === className);
      if (!own) throw new Error(`no class ${className} in the counsellor's figures`);
      const row = shown(page, 'by-class-row').filter({ hasText: className });
      await row.getByTestId('by-class-rate').filter({ hasText: rateText(own.rate) }).waitFor();
      await row.getByRole('button', { name: `只看${className}` }).click();
      await shown(page, 'fill-scope').filter({ hasText: className }).waitFor();
      await shown(page, 'total-rate').filter({ hasText: rateText(own.rate) }).waitFor();
      await shown(page, 'total-missing').filter({ hasText: String(own.population - own.submitted) }).waitFor();

      // Who has not filled today's in: the demo student among them, each reminded in one click after a confirmation.
      await page.getByRole('tab', { name: '未填名单' }).filter({ visible: true }).click();
      await shown(page, 'missing-person').filter({ hasText: student.name }).waitFor();
      await shown(page, 'remind-all').click();
      const dialog = shown(page, 'remind-dialog');
      await dialog.filter({ hasText: className }).waitFor();
      await checked(page, `fillin-remind-ask-${viewport.name}`);
      await dialog.getByTestId('remind-dialog-confirm').click();
      await shown(page, 'reminded').filter({ hasText: `已提醒 ${own.population - own.submitted} 人` }).waitFor();
      await shown(page, 'missing-person').filter({ hasText: student.name }).filter({ hasText: '已提醒' }).waitFor();
      await checked(page, `fillin-reminded-${viewport.name}`);

      // The class's submissions as xlsx: the download arrives with a row per submission under the columns' names.
      const [download] = await Promise.all([page.waitForEvent('download'), shown(page, 'fill-export').click()]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await download.path())!);
      const sheet = book.worksheets[0];
      const lines = sheet.getSheetValues().flatMap((r) => (Array.isArray(r) ? [r.map((v) => String(v ?? '')).join('|')] : []));
      const header = lines.findIndex((line) => line.includes('姓名') && line.includes('体温'));
      expect(header).toBeGreaterThanOrEqual(0);
      expect(lines.slice(header + 1).filter((line) => line.includes(className))).toHaveLength(own.submitted);
    });

    it('the student has the reminder, fills today’s check-in from the home page’s 我的填报 tab and finds it 已填报', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);

      // The reminder is in the message centre.
      await page.goto(`${url}/v2/site/ucenter?mtype=4`);
      await shown(page, 'message-row').filter({ hasText: '填报提醒' }).filter({ hasText: HEALTH }).waitFor();

      await page.goto(`${url}/v2/site/index`);
      await settled(page);
      if (phone) await page.getByRole('tab', { name: '我的填报' }).click();
      const fill = shown(page, 'home-fill').filter({ hasText: HEALTH });
      await fill.filter({ hasText: '待填报' }).waitFor();
      await checked(page, `fillin-home-tab-${viewport.name}`);

      await fill.getByRole('link', { name: HEALTH }).click();
      // The mission page shares 我的填报's page file: the address is its, with the mission's id.
      await page.waitForURL(new RegExp(`/v2/matter/${m}fill\\?id=\\d+`));
      await shown(page, 'mission-name').filter({ hasText: HEALTH }).waitFor();
      await shown(page, 'mission-status').filter({ hasText: '待填报' }).waitFor();
      const reuse = shown(page, 'reuse-last');
      await reuse.filter({ hasText: /^沿用上次填报（.+）$/ }).waitFor();
      await checked(page, `fillin-mission-${viewport.name}`);

      await reuse.click();
      await shown(page, 'reused').waitFor();
      await shown(page, 'fill-submit').click();
      await shown(page, 'fill-result').filter({ hasText: '已提交' }).waitFor();
      await shown(page, 'mission-status').filter({ hasText: '已填报' }).waitFor();
      await shown(page, 'my-submission').first().waitFor();
      await checked(page, `fillin-submitted-${viewport.name}`);

      const mine = (await call<{ list: FillReport[] }>(page, url, 'fillreportmylist', { p: 1, page_size: 20 })).d.list.find((r) => r.app_name === HEALTH);
      expect(mine).toEqual(expect.objectContaining({ status: 1, submitted: 1 }));

      await page.goto(`${url}/v2/matter/${m}fill`);
      const row = shown(page, 'fill-row').filter({ hasText: HEALTH });
      await row.getByTestId('fill-status').filter({ hasText: '已填报' }).waitFor();
      await checked(page, `fillin-mine-${viewport.name}`);
    });

    it('gives a student without tb-report no 填报统计 in the menu, tells them so on the page, and the server refuses', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/matter/${m}fill`);
      await settled(page);
      if (phone) await page.getByTestId('menu-button').click();
      const menu = page.getByTestId(phone ? 'menu-drawer' : 'menu-bar');
      await menu.getByTestId('menu-myTasks').waitFor();
      await expect(menu.getByTestId('menu-fillReport').count()).resolves.toBe(0);
      if (phone) await page.keyboard.press('Escape');

      await page.goto(`${url}/v2/fillForm/report`);
      await shown(page, 'fill-no-permit').filter({ hasText: '没有查看权限' }).waitFor();
      await checked(page, `fillin-no-permit-${viewport.name}`);
      const refused = await call<{ list: FillMissionSummary[] }>(page, url, 'getFillMissions', { p: 1, page_size: 10 });
      expect(refused.e).toBe(403);
    });
  });
});
