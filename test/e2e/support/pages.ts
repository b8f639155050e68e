/** Steps the matter journeys share: signing in through the API, and a checked screen (screenshot and axe-core, every impact). */
import type { Page } from 'playwright-core';
import { calls, type Envelope } from '../../../contract';
import { screenshot, everyA11yViolation } from './browser';
import { settled } from './settled';

export async function signIn(page: Page, url: string, account: string, password: string): Promise<void> {
  await page.request.post(`${url}${calls.logout.path}`);
  const res = await page.request.post(`${url}${calls.login.path}`, { form: { username: account, password } });
  expect(((await res.json()) as Envelope).e).toBe(0);
}

/** The height of the page shown: Taro's H5 pages scroll inside their page element, not the window. */
function shownHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<{ scrollHeight: number; getClientRects(): { length: number } }> } }).document;
    return Math.max(0, ...[...doc.querySelectorAll('.taro_page')].filter((e) => e.getClientRects().length > 0).map((e) => e.scrollHeight));
  });
}

/**
 * A screenshot of the whole page and the accessibility check, with the window as tall as the page for both: a full-page
 * screenshot cannot see past an inner scroller, and axe takes controls scrolled out of it for controls without a
 * visible label.
 */
export async function checked(page: Page, name: string): Promise<void> {
  await settled(page);
  const size = page.viewportSize();
  const tall = await shownHeight(page);
  if (size && tall > size.height) await page.setViewportSize({ width: size.width, height: Math.min(tall, 8000) });
  try {
    await screenshot(page, name);
    expect(await everyA11yViolation(page)).toEqual([]);
  } finally {
    if (size) await page.setViewportSize(size);
  }
}
