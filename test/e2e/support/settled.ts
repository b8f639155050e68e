/**
 * Waits until a page has settled for a screenshot: its calls answered (the progress bar and the delayed loader gone,
 * spec §2) and Taro's slide-in of a newly opened page finished (while it runs, the document is wider than the window);
 * then scrolls to the top, so a full-page screenshot shows the header in place rather than fixed over the content.
 * Pages opened before stay in the document, hidden: only what is shown counts.
 */
import type { Page } from 'playwright-core';

/** The little of the page's DOM this needs (the tests compile without the DOM's types). */
interface PageWindow {
  innerWidth: number;
  scrollTo(x: number, y: number): void;
  document: {
    documentElement: { scrollWidth: number };
    querySelectorAll(selector: string): Iterable<{ getClientRects(): { length: number }; scrollTop: number }>;
  };
}

export async function settled(page: Page): Promise<void> {
  // A function, not a string: the portal's script policy forbids evaluating text in the page.
  await page.waitForFunction(() => {
    const win = globalThis as unknown as PageWindow;
    const busy = [...win.document.querySelectorAll('.ch-loader, [role="progressbar"]')].some((el) => el.getClientRects().length > 0);
    return !busy && win.document.documentElement.scrollWidth <= win.innerWidth;
  });
  // Back at the top the header leaves its fixed place (it turns fixed past a distance, spec §2). Taro's H5 pages
  // scroll inside their page element.
  await page.evaluate(() => {
    const win = globalThis as unknown as PageWindow;
    for (const scroller of win.document.querySelectorAll('.taro_page')) scroller.scrollTop = 0;
    win.scrollTo(0, 0);
  });
  await page.waitForFunction(() => {
    const win = globalThis as unknown as PageWindow;
    return ![...win.document.querySelectorAll('[data-fixed="true"]')].some((el) => el.getClientRects().length > 0);
  });
}
