/**
 * Journey: where the keyboard is can be seen, and is never under a bar. At phone and desktop size, tabbing through the
 * sign-in page shows a ring on every control it reaches, and the 登录 button looks different focused than not; a
 * control reached by the keyboard is scrolled clear of the sticky header (the hall) and of the start form's sticky
 * 保存草稿 / 提交申请 bar. The page allows zoom, and the phone's home, hall and a form still fit at 200 %.
 */
import type { Page } from 'playwright-core';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { screenshot, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage, type Journey } from './support/journey';
import { signIn } from './support/pages';
import { settled } from './support/settled';

const student = demoAccounts.student;

/**
 * What the checks run in the page (page.evaluate) use of the browser: this program is type-checked as Node code,
 * without the DOM's types.
 */
interface El {
  tagName: string;
  textContent: string | null;
  tabIndex: number;
  classList: Iterable<string>;
  scrollTop: number;
  scrollHeight: number;
  scrollWidth: number;
  clientWidth: number;
  parentElement: El | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  hasAttribute(name: string): boolean;
  getBoundingClientRect(): { top: number; bottom: number; right: number; height: number };
  getClientRects(): { length: number };
  closest(selector: string): El | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
  focus(options?: { preventScroll: boolean }): void;
  blur(): void;
  scrollTo(options: { top: number }): void;
}
interface PageWindow {
  document: { activeElement: El | null; body: El; documentElement: El; querySelector(s: string): El | null; querySelectorAll(s: string): Iterable<El> };
  innerWidth: number;
  innerHeight: number;
  getComputedStyle(el: El): { outlineStyle: string; outlineWidth: string; outlineColor: string; boxShadow: string; overflowX: string };
  scrollTo(options: { top: number }): void;
}

interface Ring {
  outline: string;
  boxShadow: string;
}

/** What shows the focused element's focus: its outline (style, width, colour) and its shadow. */
function ringOf(page: Page): Promise<Ring & { name: string }> {
  return page.evaluate(() => {
    const w = globalThis as unknown as PageWindow;
    const el = w.document.activeElement as El;
    const style = w.getComputedStyle(el);
    const outline = style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    return { outline, boxShadow: style.boxShadow, name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20) ?? el.tagName };
  });
}

/** Whether a ring shows: an outline of 2 px or more. */
const visible = (ring: Ring) => ring.outline !== 'none' && parseFloat(ring.outline.split(' ')[1]) >= 2;

/** Presses Tab until `done` holds for the focused element (at most `limit` times); every stop on the way must show its focus. */
async function tabUntil(page: Page, done: () => Promise<boolean>, limit = 60): Promise<number> {
  for (let stops = 1; stops <= limit; stops++) {
    await page.keyboard.press('Tab');
    const onBody = await page.evaluate(() => (globalThis as unknown as PageWindow).document.activeElement === (globalThis as unknown as PageWindow).document.body);
    if (!onBody) {
      const ring = await ringOf(page);
      expect({ name: ring.name, shows: visible(ring) }).toEqual({ name: ring.name, shows: true });
    }
    if (await done()) return stops;
  }
  throw new Error(`not reached in ${limit} Tab stops`);
}

/** The focused element's box against the bars that stay on screen: the header (top) and a bar kept at the bottom. */
function clearOfBars(page: Page, bottomBar?: string) {
  return page.evaluate((bar) => {
    const w = globalThis as unknown as PageWindow;
    const page = [...w.document.querySelectorAll('.taro_page')].find((p) => p.getClientRects().length > 0) ?? w.document.body;
    const box = (w.document.activeElement as El).getBoundingClientRect();
    const header = page.querySelector('[data-testid="site-header"]')?.getBoundingClientRect();
    const headerFixed = page.querySelector('[data-testid="site-header"]')?.getAttribute('data-fixed');
    const sticky = bar ? page.querySelector(bar)?.getBoundingClientRect() : undefined;
    return {
      belowHeader: !header || box.top >= header.bottom,
      aboveBar: !sticky || box.bottom <= sticky.top,
      headerFixed,
      onScreen: box.top >= 0 && box.bottom <= w.innerHeight,
    };
  }, bottomBar);
}

/**
 * Scrolls the page until a control sits half under a bar (`cover`: the header at the top, a bar kept at the bottom),
 * then moves the focus onto it with the keyboard: its neighbour takes the focus without scrolling, then Shift+Tab
 * (coming back up under the header) or Tab (going on down under the bottom bar). A control half in view is scrolled
 * only if the page knows the bar covers it.
 */
async function keyOntoCovered(page: Page, scope: string, cover: string, edge: 'top' | 'bottom'): Promise<void> {
  await page.evaluate(
    ({ scope, cover, edge }) => {
      const w = globalThis as unknown as PageWindow;
      const shown = [...w.document.querySelectorAll('.taro_page')].find((p) => p.getClientRects().length > 0);
      const within = [...w.document.querySelectorAll(scope)].find((p) => p.getClientRects().length > 0);
      const bar = shown?.querySelector(cover);
      if (!shown || !within || !bar) throw new Error(`no ${scope} or ${cover}`);
      const tabbable = [...within.querySelectorAll('a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex="0"]')].filter(
        (el) => el.getClientRects().length > 0 && el.tabIndex >= 0 && !el.closest('[data-testid="site-header"]'),
      );
      // Halfway down the page, where the desktop header stays fixed; or the last field, just above the bottom bar.
      const i = edge === 'top' ? Math.floor(tabbable.length / 2) : tabbable.length - 1;
      const target = tabbable[i];
      const box = target.getBoundingClientRect();
      const line = edge === 'top' ? bar.getBoundingClientRect().bottom : bar.getBoundingClientRect().top;
      shown.scrollTop += box.top + box.height / 2 - line;
      tabbable[edge === 'top' ? i + 1 : i - 1].focus({ preventScroll: true });
      target.setAttribute('data-focus-target', '');
    },
    { scope, cover, edge },
  );
  await page.waitForTimeout(300);
  await page.keyboard.press(edge === 'top' ? 'Shift+Tab' : 'Tab');
  // Smooth scrolling, where the page asks for it, ends before the boxes are read.
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => (globalThis as unknown as PageWindow).document.activeElement?.hasAttribute('data-focus-target'))).toBe(true);
  const ring = await ringOf(page);
  expect({ name: ring.name, shows: visible(ring) }).toEqual({ name: ring.name, shows: true });
}

/** Scrolls the shown page (Taro's H5 pages scroll inside their page element) to its end. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as unknown as PageWindow;
    const shown = [...w.document.querySelectorAll('.taro_page')].find((p) => p.getClientRects().length > 0);
    shown?.scrollTo({ top: shown.scrollHeight });
    w.scrollTo({ top: w.document.documentElement.scrollHeight });
  });
  await page.waitForTimeout(400);
}

async function leaveId(journey: Journey): Promise<number> {
  const row = await journey.server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow();
  return row.id;
}

describeBrowser('focus you can see, clear of the bars, at any zoom', () => {
  const journey = journeyServer();
  const url = () => journey.server.url;

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    const m = phone ? 'm_' : '';

    it('shows a ring on every control tabbed to on the sign-in page, and on 登录 only while it is focused', async () => {
      const { page } = view;
      await page.goto(`${url()}/v2/site/${m}login`);
      await page.getByTestId('login-submit').first().waitFor();
      await settled(page);
      const onSubmit = () => page.evaluate(() => (globalThis as unknown as PageWindow).document.activeElement?.getAttribute('data-testid') === 'login-submit');
      await tabUntil(page, onSubmit);
      const focused = await ringOf(page);
      await screenshot(page, `focus-login-${viewport.name}`);
      await page.evaluate(() => ((globalThis as unknown as PageWindow).document.activeElement as El).blur());
      await page.getByTestId('login-submit').first().evaluate((el) => el.setAttribute('data-probe', ''));
      const blurred = await page.evaluate(() => {
        const w = globalThis as unknown as PageWindow;
        const style = w.getComputedStyle(w.document.querySelector('[data-probe]') as El);
        return { outline: style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, boxShadow: style.boxShadow };
      });
      expect(visible(focused)).toBe(true);
      // The campus blue, at 6.7:1 on the white around the button.
      expect(focused.outline).toBe('solid 2px rgb(29, 78, 216)');
      expect(blurred.outline).toBe('none');
      expect(focused).not.toEqual({ ...blurred, name: focused.name });
    });

    it('scrolls what the keyboard reaches clear of the sticky header', async () => {
      const { page } = view;
      await signIn(page, url(), student.account, student.password);
      await page.goto(`${url()}/v2/site/${m}serviceList`);
      await page.getByTestId('hall-total').first().waitFor();
      await settled(page);
      await scrollToEnd(page);
      await keyOntoCovered(page, '.taro_page', '[data-testid="site-header"]', 'top');
      const place = await clearOfBars(page);
      await screenshot(page, `focus-under-header-${viewport.name}`);
      // The desktop header is fixed once the page has scrolled; the phone's top bar always sticks.
      if (!phone) expect(place.headerFixed).toBe('true');
      expect(place).toMatchObject({ belowHeader: true, onScreen: true });
    });

    it("scrolls the start form's last field clear of its sticky 保存草稿 / 提交申请 bar", async () => {
      const { page } = view;
      await page.goto(`${url()}/v2/matter/${m}start?id=${await leaveId(journey)}`);
      await page.getByRole('textbox', { name: '请假事由' }).waitFor();
      await settled(page);
      await keyOntoCovered(page, '.ch-start__form', '.ch-start__bar', 'bottom');
      const place = await clearOfBars(page, '.ch-start__bar');
      await screenshot(page, `focus-over-bar-${viewport.name}`);
      expect(place).toMatchObject({ aboveBar: true, onScreen: true });
    });
  });

  describe('a phone at 200 % zoom', () => {
    // 200 % on a 375 px phone: half the CSS pixels across, each drawn twice as large.
    const view = {} as { page: Page };
    beforeAll(async () => {
      const context = await journey.browser.newContext({ viewport: { width: 188, height: 406 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' });
      context.setDefaultTimeout(90_000);
      view.page = await context.newPage();
    });
    afterAll(async () => {
      await view.page?.context().close();
    });

    it('lets people zoom', async () => {
      await view.page.goto(`${url()}/v2/site/m_indexs`);
      const meta = await view.page.locator('meta[name="viewport"]').getAttribute('content');
      expect(meta).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
    });

    it.each([
      ['home', '/v2/site/m_indexs', 'hot-app'],
      ['hall', '/v2/site/m_serviceList', 'hall-total'],
      ['form', '/v2/matter/m_start', 'route-preview'],
    ])('fits the %s page into the width without cutting anything off', async (name, route, testId) => {
      const { page } = view;
      await signIn(page, url(), student.account, student.password);
      await page.goto(`${url()}${route}${name === 'form' ? `?id=${await leaveId(journey)}` : ''}`);
      await page.getByTestId(testId).first().waitFor();
      await settled(page);
      await screenshot(page, `zoom-200-${name}`);
      const overflow = await page.evaluate(() => {
        const w = globalThis as unknown as PageWindow;
        const shown = [...w.document.querySelectorAll('.taro_page')].find((p) => p.getClientRects().length > 0) ?? w.document.documentElement;
        // A row that scrolls sideways (the carousel, a row of chips) is reached by scrolling it.
        const inScroller = (el: El) => {
          for (let up = el.parentElement; up && up !== shown; up = up.parentElement) {
            if (['auto', 'scroll'].includes(w.getComputedStyle(up).overflowX)) return true;
          }
          return false;
        };
        // What sticks out past the right edge.
        const wide = [...shown.querySelectorAll('*')]
          .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > w.innerWidth + 1 && !inScroller(el))
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
        return { page: shown.scrollWidth - shown.clientWidth, document: w.document.documentElement.scrollWidth - w.innerWidth, wide: [...new Set(wide)].slice(0, 10) };
      });
      expect(overflow).toEqual({ page: 0, document: 0, wide: [] });
    });

    it("keeps a field the keyboard reaches clear of the start form's bar, whose labels wrap", async () => {
      const { page } = view;
      await page.goto(`${url()}/v2/matter/m_start?id=${await leaveId(journey)}`);
      await page.getByRole('textbox', { name: '请假事由' }).waitFor();
      await settled(page);
      await keyOntoCovered(page, '.ch-start__form', '.ch-start__bar', 'bottom');
      expect(await clearOfBars(page, '.ch-start__bar')).toMatchObject({ aboveBar: true, onScreen: true });
    });
  });
});
