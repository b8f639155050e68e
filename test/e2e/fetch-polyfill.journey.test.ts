/**
 * Journey: the fetch and AbortController polyfills load only where they are missing (config/h5-first-load.ts). A
 * browser that has both never downloads them; one without them loads them before the app, whose calls then go
 * through them: the phone home shows the hot services from the server, and the search page finds notices.
 */
import type { Page } from 'playwright-core';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';

const [phone] = viewports;
/** A keyword the seeded notices answer (test/e2e/search.journey.test.ts). */
const KEYWORD = '放假';

/** Whether the page's fetch is whatwg-fetch's (it marks its own with `polyfill`); the journeys compile without DOM types. */
const fetchIsPolyfill = () => 'polyfill' in (globalThis as unknown as { fetch: object }).fetch;

function polyfillRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/js\/fetch-polyfill\.[0-9a-f]+\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

describeBrowser('fetch polyfills on demand', () => {
  const journey = journeyServer();

  describe('in a browser with fetch and AbortController', () => {
    const view = viewportPage(journey, phone);

    it('does not download the polyfills', async () => {
      const seen = polyfillRequests(view.page);
      await view.page.goto(`${journey.server.url}/v2/site/m_indexs`);
      await view.page.getByTestId('hot-app').first().waitFor();
      expect(seen).toEqual([]);
      expect(await view.page.evaluate(fetchIsPolyfill)).toBe(false);
    });
  });

  describe('in a browser without them', () => {
    const view = viewportPage(journey, phone);

    it('loads them before the app and makes its calls through them', async () => {
      const seen = polyfillRequests(view.page);
      await view.page.addInitScript(() => {
        const scope = globalThis as unknown as { fetch?: unknown; AbortController?: unknown };
        delete scope.fetch;
        delete scope.AbortController;
      });
      await view.page.goto(`${journey.server.url}/v2/site/m_indexs`);
      await view.page.getByTestId('hot-app').first().waitFor();
      expect(seen).toHaveLength(1);
      expect(await view.page.evaluate(fetchIsPolyfill)).toBe(true);

      // Another page's chunk, and the search's calls (each cancels the one before it with an AbortController).
      await view.page.goto(`${journey.server.url}/v2/site/m_appSearch?keyword=${encodeURIComponent(KEYWORD)}`);
      await view.page.getByRole('heading', { level: 1, name: `“${KEYWORD}”的搜索结果` }).waitFor();
      await view.page.getByRole('link', { name: new RegExp(KEYWORD) }).first().waitFor();
      expect(seen).toHaveLength(2);
    });
  });
});
