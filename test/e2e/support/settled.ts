/**
 * Waits until a page has settled for a screenshot: its calls answered (the progress bar and the delayed loader gone,
 * spec §2) and Taro's slide-in of a newly opened page finished (while it runs, the document is wider than the window);
 * then scrolls to the top, so a full-page screenshot shows the header in place rather than fixed over the content.
 * Pages opened before stay in the document, hidden: only what is shown counts.
 */
import type { Page } from 'playwright-core';

export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const shown = (el: Element) => el.getClientRects().length > 0;
    const busy = [...document.querySelectorAll('.ch-loader, [role="progressbar"]')].some(shown);
    return !busy && document.documentElement.scrollWidth <= window.innerWidth;
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}
