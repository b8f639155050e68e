/** The controls of a dialog that the keyboard reaches (H5), and the one that takes the focus when it opens. */
import type { PopupFocus } from './types';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

// What a person fills in or picks: a picker button opens a sheet of choices, so it is a field too.
const FIELD = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"], button[aria-haspopup]';

/** Not hidden by itself or an ancestor up to the dialog (jsdom has no layout, so styles decide, not boxes). */
function shown(el: HTMLElement, root: HTMLElement): boolean {
  for (let node: HTMLElement | null = el; node && node !== root; node = node.parentElement) {
    if (node.hidden || node.hasAttribute('inert')) return false;
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/** A radio button that Tab passes over: another of its group is checked, and only that one is a stop. */
function passedRadio(el: HTMLElement, root: HTMLElement): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked || !el.name) return false;
  return Array.from(root.querySelectorAll<HTMLInputElement>('input[type="radio"]')).some((r) => r.name === el.name && r.checked);
}

/** The elements Tab stops at inside root, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.tabIndex >= 0 && shown(el, root) && !passedRadio(el, root));
}

/** The element to focus when a dialog opens, after its wish; the title when the wished one is not there. */
export function initialTarget(panel: HTMLElement, title: HTMLElement, close: HTMLElement | null, wish: PopupFocus): HTMLElement {
  if (wish === 'close' && close) return close;
  if (wish === 'field') {
    const field = tabbables(panel).find((el) => el.matches(FIELD) && !el.hasAttribute('readonly'));
    if (field) return field;
  }
  return title;
}

/**
 * Where Tab (or Shift+Tab) from the focused element goes when the browser's own order would leave the dialog: from
 * the last control to the first, from the first back to the last, and from anything that is not a stop (the dialog,
 * its title, the page behind) to the next stop after it. Null when the browser's own move stays inside.
 */
export function wrapTarget(panel: HTMLElement, active: Element | null, backwards: boolean): HTMLElement | null {
  const stops = tabbables(panel);
  if (!stops.length) return panel;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const at = active instanceof HTMLElement ? stops.indexOf(active) : -1;
  if (at >= 0) {
    if (backwards) return at === 0 ? last : null;
    return at === stops.length - 1 ? first : null;
  }
  if (!active || !panel.contains(active)) return backwards ? last : first;
  // A focused element that is no stop: the nearest stop on the side Tab moves to, wrapping round.
  const after = (el: HTMLElement) => Boolean(active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (backwards) return [...stops].reverse().find((el) => !after(el)) ?? last;
  return stops.find(after) ?? first;
}
