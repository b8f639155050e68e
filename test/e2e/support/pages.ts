/** Steps the matter journeys share: signing in through the API, and a checked screen (screenshot and axe-core, every impact). */
import type { Locator, Page } from 'playwright-core';
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

/**
 * Opens a page from the portal's menu as its reader would, starting at the home page: on a phone through the menu
 * button's drawer, on a desktop by hovering the top item (`group`) that holds it.
 */
export async function openFromMenu(page: Page, url: string, phone: boolean, group: string, item: string): Promise<void> {
  await page.goto(`${url}/v2/site/${phone ? 'm_indexs' : 'index'}`);
  await settled(page);
  const menu = page.getByTestId(phone ? 'menu-drawer' : 'menu-bar');
  if (phone) await page.getByTestId('menu-button').click();
  else await menu.getByTestId(group).hover();
  await menu.getByTestId(item).click();
}

/**
 * Presses `button` until `shown` is in the document, as a person presses again when nothing happened: a press that
 * lands while the page is drawn again (the session read, a phone twin opened) is lost.
 */
export async function pressUntil(button: Locator, shown: Locator, what: string): Promise<void> {
  for (let tries = 0; (await shown.count()) === 0; tries += 1) {
    if (tries === 5) throw new Error(`pressing did not show ${what}`);
    await button.click();
    await shown.first().waitFor({ state: 'attached', timeout: 5000 }).catch(() => undefined);
  }
}

/** Switches the header's language until the document is in `lang`. */
export async function toLanguage(page: Page, lang: 'en' | 'zh'): Promise<void> {
  await pressUntil(page.getByTestId('language-switch').filter({ visible: true }).first(), page.locator(`html[lang^="${lang}"]`), `the page in ${lang}`);
}

/** `read` runs with the page in English; the page is switched back to Chinese after, whatever happens. */
export async function inEnglish(page: Page, read: () => Promise<void>): Promise<void> {
  await toLanguage(page, 'en');
  try {
    await read();
  } finally {
    await toLanguage(page, 'zh');
  }
}
