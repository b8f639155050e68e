/**
 * Where the focus lands when a page opens or an action's result replaces the page's content (H5): the page's main
 * heading, else its main region. Both take the focus from script only (tabindex -1), so Tab never stops on them.
 */
const HEADING = 'h1, [role="heading"][aria-level="1"]';
const MAIN = '[role="main"], main';

function visible(el: Element): boolean {
  return el instanceof HTMLElement && !el.closest('[hidden], [aria-hidden="true"]') && el.getClientRects().length > 0;
}

/** Focuses `el` although it is no control, without adding a Tab stop. */
export function focusQuietly(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus();
}

/** The page's first visible level-one heading inside `root`, if it has one yet. */
export function mainHeading(root: Element): HTMLElement | null {
  return (Array.from(root.querySelectorAll<HTMLElement>(HEADING)).find(visible) ?? null);
}

export function mainRegion(root: Element): HTMLElement | null {
  return root.querySelector<HTMLElement>(MAIN);
}

/**
 * Whether the focus is already where the reader works: inside `root`, or in a dialog (which Popup puts outside the
 * page). Then nothing takes it away.
 */
export function focusIsSettled(root: Element): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return root.contains(active) || !!active.closest('[role="dialog"], [role="alertdialog"]');
}
