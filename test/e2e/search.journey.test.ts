/**
 * Journey: someone looks for a notice with a two-character Chinese keyword (spec §4 "Search") and reaches its detail
 * page. On a desktop through the header's dropdown (and its full results page with Enter); on a phone through the
 * results page. The expected entry is whatever the real search answers for the keyword over the seeded campus.
 */
import type { Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import type { SearchGroups, SearchItem } from '../../contract/calls/search';
import { screenshot, everyA11yViolation, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { settled } from './support/settled';

const KEYWORD = '放假';

/** Layout two (page version 2) opens the header's search box from its toggle; layout one always shows it. Pages
 * opened before stay in the document, hidden, so only the visible toggle counts. */
async function openHeaderSearch(page: Page): Promise<void> {
  const toggle = page.locator('[data-testid="search-toggle"]:visible');
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

describeBrowser('search journey', () => {
  const journey = journeyServer();
  let notice: SearchItem;

  beforeAll(async () => {
    const res = await fetch(`${journey.server.url}${calls.allSearch.path}?keyword=${encodeURIComponent(KEYWORD)}`);
    notice = ((await res.json()) as Envelope<SearchGroups>).d.notify[0];
  });

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const desktop = viewport.name === 'desktop';

    it(`finds a notice by “${KEYWORD}” and opens its detail page`, async () => {
      expect(notice?.origin_name).toContain(KEYWORD);
      const { page } = view;
      if (desktop) {
        await page.goto(`${journey.server.url}/v2/site/index`);
        await openHeaderSearch(page);
        // The header's box: the home page has a search box of its own, and pages opened before stay in the document.
        const box = page.locator('[data-testid="header-search-input"]:visible');
        await box.fill(KEYWORD);
        await page.getByRole('option', { name: notice.origin_name }).waitFor();
        await page.getByRole('tab', { name: /^综合/, selected: true }).waitFor();
        await settled(page);
        await screenshot(page, `search-dropdown-${viewport.name}`);
        expect(await everyA11yViolation(page)).toEqual([]);
        await page.getByRole('option', { name: notice.origin_name }).click();
      } else {
        await page.goto(`${journey.server.url}/v2/site/appSearch?keyword=${encodeURIComponent(KEYWORD)}`);
        await page.getByRole('heading', { level: 1, name: `“${KEYWORD}”的搜索结果` }).waitFor();
        await page.getByRole('link', { name: new RegExp(notice.origin_name) }).waitFor();
        await settled(page);
        await screenshot(page, `search-results-${viewport.name}`);
        expect(await everyA11yViolation(page)).toEqual([]);
        await page.getByRole('link', { name: new RegExp(notice.origin_name) }).click();
      }
      await page.getByRole('heading', { level: 1, name: notice.origin_name }).waitFor();
      expect(new URL(page.url()).pathname).toBe(desktop ? '/v2/site/informDetails' : '/v2/site/m_informDetails');
      expect(new URL(page.url()).searchParams.get('id')).toBe(String(notice.id));
      await page.getByTestId('notice-body').waitFor();
      await settled(page);
      await screenshot(page, `search-to-notice-${viewport.name}`);
    });

    it('shows every group in tabs on the full results page', async () => {
      const { page } = view;
      if (desktop) {
        await openHeaderSearch(page);
        // The header's box: the home page has a search box of its own, and pages opened before stay in the document.
        const box = page.locator('[data-testid="header-search-input"]:visible');
        await box.fill(KEYWORD);
        await page.getByRole('option').first().waitFor();
        await box.press('Enter');
      } else {
        await page.goto(`${journey.server.url}/v2/site/appSearch`);
        await page.getByTestId('search-page-input').fill(KEYWORD);
      }
      await page.getByRole('heading', { level: 1, name: `“${KEYWORD}”的搜索结果` }).waitFor();
      const tabs = await page.getByRole('tab').allTextContents();
      expect(tabs.map((t) => t.replace(/\s*[\d+]+$/, ''))).toEqual(['综合', '服务', '报表', '公告', '预约', '办公公告']);
      await page.getByRole('tab', { name: /^公告/ }).click();
      await page.getByRole('link', { name: new RegExp(notice.origin_name) }).waitFor();
      await settled(page);
      await screenshot(page, `search-page-notices-${viewport.name}`);
      expect(await everyA11yViolation(page)).toEqual([]);
    });
  });
});
