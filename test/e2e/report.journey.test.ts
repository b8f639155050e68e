/**
 * Journey of the data center (issue 28) against the real server and the demo campus, at phone and desktop size: a
 * report administrator (the demo staff member, who holds apps-report-lists over the whole campus) opens 数据中心 from
 * the menu, opens a chart report, sees the chart drawn and the table of its rows, presses a college to drill into it
 * and sees the rows narrowed to that college, then exports them as an .xlsx file; the same report reads in English; a
 * student sees no 数据中心 in the menu and is told the data center is not open to them. Every new page state is
 * checked (screenshot and axe-core).
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import type { ReportDetail, ReportItem, ReportRun } from '../../contract/calls/reports';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, openFromMenu, signIn, toLanguage } from './support/pages';
import { shown } from './support/seen';
import { settled } from './support/settled';

const { staff, student } = demoAccounts;
const REPORT = '各学院请假申请统计';

async function get<T>(page: Page, url: string, name: keyof typeof calls, query: Record<string, string | number>): Promise<T> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await page.request.get(`${url}${calls[name].path}?${qs}`);
  const envelope = (await res.json()) as Envelope<T>;
  expect(envelope.e).toBe(0);
  return envelope.d;
}

/** The chart is drawn: ECharts says it finished, and its canvas holds painted pixels. */
async function chartDrawn(page: Page): Promise<void> {
  await page.locator('[data-testid="report-chart"][data-drawn="yes"]').filter({ visible: true }).waitFor();
  await page.waitForFunction(() => {
    interface Canvas {
      width: number;
      height: number;
      getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } | null;
      getClientRects(): { length: number };
    }
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<Canvas> } }).document;
    const canvas = [...doc.querySelectorAll('[data-testid="report-chart"] canvas')].find((c) => c.getClientRects().length > 0);
    const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    if (!pixels) return false;
    let painted = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) painted += 1;
    return painted > 1000;
  });
}

/**
 * The table shows the rows of a run of `count` (a long one its first month, TABLE_PREVIEW_ROWS) and no run is loading
 * (the one before stays in view, busy, meanwhile).
 */
async function rowsShown(page: Page, total: number): Promise<void> {
  const count = Math.min(total, 31);
  await page.waitForFunction((n) => {
    interface Shown {
      getClientRects(): { length: number };
    }
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<Shown> } }).document;
    const visible = (selector: string) => [...doc.querySelectorAll(selector)].filter((el) => el.getClientRects().length > 0).length;
    return visible('[data-testid="report-row"]') === n && visible('[aria-busy="true"]') === 0;
  }, count);
}

const rowLabels = async (page: Page) => (await shown(page, 'report-row').allTextContents()).map((t) => t.trim());

describeBrowser('data center journey', () => {
  const journey = journeyServer();

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    const m = phone ? 'm_' : '';
    const menu = (page: Page) => page.getByTestId(phone ? 'menu-drawer' : 'menu-bar');

    it('opens a chart report from the menu, drills into a college and exports what it shows', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, staff.account, staff.password);
      await openFromMenu(page, url, phone, 'menu-dataCenter', 'menu-reportIndex');
      await page.waitForURL(new RegExp(`/v2/report/${m}index`));
      const card = shown(page, 'report-card').filter({ hasText: REPORT });
      await card.waitFor();
      await checked(page, `report-list-${viewport.name}`);

      await card.click();
      await page.waitForURL(new RegExp(`/v2/report/${m}detail\\?id=\\d+`));
      const id = Number(new URL(page.url()).searchParams.get('id'));
      await chartDrawn(page);
      const detail = await get<ReportDetail>(page, url, 'getReportDetail', { id });
      const run = await get<ReportRun>(page, url, 'runReport', { id });
      expect(run.rows.length).toBeGreaterThan(1);
      expect(run.drill).not.toBe('');
      await rowsShown(page, run.rows.length);
      const labels = await rowLabels(page);
      run.rows.forEach((row, i) => expect(labels[i]).toContain(row.label));
      await expect(shown(page, 'report-chart').getAttribute('aria-label')).resolves.toContain(detail.measures[0].label);
      await checked(page, `report-detail-${viewport.name}`);

      // The busiest college, drilled into: its applications by day.
      const busiest = run.rows.reduce((a, b) => (b.value > a.value ? b : a));
      await shown(page, 'report-row').filter({ hasText: busiest.label }).getByTestId('report-drill').click();
      await shown(page, 'report-trail').filter({ hasText: busiest.label }).waitFor();
      const narrowed = await get<ReportRun>(page, url, 'runReport', { id, dimension: run.drill, department_id: busiest.key });
      await rowsShown(page, narrowed.rows.length);
      expect(narrowed.total.count).toBe(busiest.count);
      await shown(page, 'report-total').filter({ hasText: String(narrowed.total.value) }).waitFor();
      expect((await rowLabels(page))[0]).toContain(narrowed.rows[0].label);
      await chartDrawn(page);
      await checked(page, `report-drilled-${viewport.name}`);

      const [download] = await Promise.all([page.waitForEvent('download'), shown(page, 'report-export').click()]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await download.path()) as string);
      const lines = book.worksheets[0].getSheetValues().flatMap((r) => (Array.isArray(r) ? [r.map((v) => String(v ?? '')).join('|')] : []));
      for (const row of narrowed.rows) expect(lines.some((line) => line.includes(row.label))).toBe(true);
      await page.getByText(/^导出完成：/).waitFor();

      // Back along the trail to every college.
      await shown(page, 'report-trail-back').click();
      await shown(page, 'report-trail').waitFor({ state: 'detached' });
      await rowsShown(page, run.rows.length);
    });

    it('reads the report in English', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, staff.account, staff.password);
      await page.goto(`${url}/v2/report/${m}index`);
      await settled(page);
      await toLanguage(page, 'en');
      try {
        const list = await get<{ list: ReportItem[] }>(page, url, 'getReportList', { p: 1, page_size: 50 });
        const report = list.list.find((r) => r.name === REPORT) as ReportItem;
        await page.goto(`${url}/v2/report/${m}detail?id=${report.id}`);
        await page.getByRole('heading', { level: 1 }).filter({ hasText: /[A-Za-z]/ }).waitFor();
        await chartDrawn(page);
        await shown(page, 'report-dimension').getByText('Group by', { exact: true }).first().waitFor();
        await checked(page, `report-detail-en-${viewport.name}`);
      } finally {
        // The language stays on the device: the next test reads the pages in Chinese again.
        await toLanguage(page, 'zh');
      }
    });

    it('shows a student no data center, and tells them it is not open to them', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/site/${phone ? 'm_indexs' : 'index'}`);
      await settled(page);
      if (phone) await page.getByTestId('menu-button').click();
      await menu(page).getByTestId('menu-myTasks').waitFor();
      await expect(menu(page).getByTestId('menu-dataCenter').count()).resolves.toBe(0);
      if (phone) await page.keyboard.press('Escape');

      await page.goto(`${url}/v2/report/${m}index`);
      await shown(page, 'report-refused').filter({ hasText: '暂无权限' }).waitFor();
      await checked(page, `report-refused-${viewport.name}`);
      const res = await page.request.get(`${url}${calls.getReportList.path}`);
      expect(((await res.json()) as Envelope).e).toBe(403);
    });
  });
});
