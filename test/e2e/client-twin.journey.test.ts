/**
 * Journey: each window gets the twin meant for it before anything is drawn (spec §2, issue 5). A phone opening the
 * desktop address, or a desktop forced to the mobile pages, never sees the other layout nor loads its page, and a
 * window resized across 640 px swaps to the twin.
 */
import type { Page } from 'playwright-core';
import { newPage, uncaughtErrors, viewports } from './support/browser';
import { describeBrowser, journeyServer } from './support/journey';

const [phone, desktop] = viewports;

/** Records, from the first byte, every layout the page ever drew (a redirect after mount would show both). */
async function watchLayouts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    // Runs in the page; the test code is type-checked without the DOM library.
    type Doc = { querySelector(selector: string): unknown };
    const page = globalThis as unknown as { document: Doc; layoutsSeen: string[]; MutationObserver: new (cb: () => void) => { observe(target: Doc, options: object): void } };
    page.layoutsSeen = [];
    new page.MutationObserver(() => {
      for (const layout of ['ch-desktop', 'ch-mobile']) {
        if (!page.layoutsSeen.includes(layout) && page.document.querySelector(`.${layout}`)) page.layoutsSeen.push(layout);
      }
    }).observe(page.document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (globalThis as unknown as { layoutsSeen: string[] }).layoutsSeen);
}

describeBrowser('client twin journey', () => {
  const journey = journeyServer();

  async function open(viewport: (typeof viewports)[number], address: string) {
    const page = await newPage(journey.browser, viewport);
    const layouts = await watchLayouts(page);
    await page.goto(`${journey.server.url}${address}`);
    await page.getByTestId('hot-app').first().waitFor();
    return { page, layouts };
  }

  it('gives a phone the mobile home at the desktop address without drawing the desktop page', async () => {
    const { page, layouts } = await open(phone, '/v2/site/index?from=qr');
    expect(new URL(page.url()).pathname).toBe('/v2/site/m_indexs');
    expect(new URL(page.url()).searchParams.get('from')).toBe('qr');
    expect(await layouts()).toEqual(['ch-mobile']);
    expect(uncaughtErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps a desktop forced to the mobile pages there, and drops the flag from the address', async () => {
    const { page, layouts } = await open(desktop, '/v2/site/index?client=mobile');
    expect(page.url()).toBe(`${journey.server.url}/v2/site/m_indexs`);
    expect(await layouts()).toEqual(['ch-mobile']);
    await page.context().close();
  });

  it('swaps to the twin when the window is resized across 640 px', async () => {
    const { page } = await open(desktop, '/v2/site/index');
    await page.setViewportSize({ width: phone.width, height: phone.height });
    await page.waitForURL('**/v2/site/m_indexs');
    await page.locator('.ch-mobile').first().waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
    await page.context().close();
  });
});
