/**
 * The keyboard as a user drives it: Tab until a control has the focus (counting the stops on the way), what has the
 * focus, and whether it shows that it has (a focus style that differs from the same element without the focus).
 */
import type { Locator, Page } from 'playwright-core';

/** The little of the page's DOM this needs (the tests compile without the DOM's types). */
interface Element {
  tagName: string;
  id: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  contains(other: unknown): boolean;
  closest(selector: string): Element | null;
  focus(): void;
  blur(): void;
}
interface PageWindow {
  document: { activeElement: Element | null; body: Element };
  getComputedStyle(el: Element): Record<string, string>;
}

/** One focused element as a line of the path: its tag, role, test id and name, enough to see where the Tab went. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const win = globalThis as unknown as PageWindow;
    const el = win.document.activeElement;
    if (!el || el === win.document.body) return 'body';
    const role = el.getAttribute('role');
    const testId = el.getAttribute('data-testid') ?? el.closest('[data-testid]')?.getAttribute('data-testid');
    const name = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? (el.textContent ?? '').trim().slice(0, 24);
    return [el.tagName.toLowerCase(), role ? `[role=${role}]` : '', testId ? `[${testId}]` : '', name ? ` "${name}"` : ''].join('');
  });
}

/**
 * Whether the focus is on the target or inside it (a test id often names a wrapper of the control). It does not wait
 * for the target: one not there yet has no focus.
 */
export function focusIsIn(target: Locator): Promise<boolean> {
  return target.evaluateAll((els) => {
    const active = (globalThis as unknown as PageWindow).document.activeElement;
    return active !== null && els.some((el) => (el as unknown as Element).contains(active));
  });
}

export interface TabWalk {
  /** Tab presses until the target had the focus. */
  count: number;
  /** Each element the focus landed on, the target last. */
  path: string[];
}

/** Presses Tab (Shift+Tab with `back`) until the focus is in `target`; fails after `max` stops, naming the path. */
export async function tabUntil(page: Page, target: Locator, options: { max?: number; back?: boolean } = {}): Promise<TabWalk> {
  const max = options.max ?? 120;
  const path: string[] = [];
  while (path.length < max) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    path.push(await describeFocus(page));
    if (await focusIsIn(target)) return { count: path.length, path };
  }
  throw new Error(`no focus on the target within ${max} Tab stops:\n${path.join('\n')}`);
}

/** The focus is somewhere a user can act from, not dropped to <body> (nor lost from the document). */
export function focusOnBody(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as PageWindow).document;
    return doc.activeElement === null || doc.activeElement === doc.body;
  });
}

/**
 * Whether the focused element draws a focus indicator: its outline or box shadow (on itself or, for a native input
 * inside a styled control, on the control around it) differs from the same element blurred. It is focused again
 * after, so the journey goes on where it was.
 */
export async function focusVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const win = globalThis as unknown as PageWindow;
    const el = win.document.activeElement;
    if (!el || el === win.document.body) return false;
    const drawn = (e: Element) => {
      const s = win.getComputedStyle(e);
      // An outline of style none or width 0 draws nothing, whatever its colour.
      const outline = s.outlineStyle === 'none' || s.outlineWidth === '0px' ? 'none' : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
      return `${outline}|${s.boxShadow}`;
    };
    const around = [el, el.closest('.adm-input, .adm-text-area, .ch-field, [role="radio"], [role="checkbox"]')].filter((e): e is Element => e !== null);
    const focused = around.map(drawn);
    el.blur();
    const blurred = around.map(drawn);
    el.focus();
    return focused.some((f, i) => f !== blurred[i]);
  });
}
