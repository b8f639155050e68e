/**
 * Waits until a page has settled for a screenshot: its calls answered (the progress bar and the delayed loader gone,
 * spec §2) and Taro's slide-in of a newly opened page finished (while it runs, the document is wider than the window);
 * then scrolls to the top, so a full-page screenshot shows the header in place rather than fixed over the content.
 * Pages opened before stay in the document, hidden: only what is shown counts. (Page-side code is given as text:
 * the tests compile without the DOM's types.)
 */
import type { Page } from 'playwright-core';

const SETTLED = `(() => {
  const shown = (el) => el.getClientRects().length > 0;
  const busy = [...document.querySelectorAll('.ch-loader, [role="progressbar"]')].some(shown);
  return !busy && document.documentElement.scrollWidth <= window.innerWidth;
})()`;

export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(SETTLED);
  await page.evaluate('window.scrollTo(0, 0)');
}
