/**
 * The app's one polite live region (H5): what a screen reader should hear without the focus moving there, such as
 * the title of the page just opened. It sits outside Taro's pages, so a page hidden in the stack never holds it.
 * The mini-program's screen reader reads the navigation bar title by itself; there this does nothing.
 */
const REGION_ID = 'ch-announcer';
/** Long enough for a screen reader to notice the emptied region before the new text arrives. */
const SETTLE_MS = 60;

let pending: ReturnType<typeof setTimeout> | undefined;

/** The live region, created once; call it at start, as a region added with its text in it is not read. */
export function announcerRegion(): HTMLElement | null {
  if (process.env.TARO_ENV !== 'h5') return null;
  const found = document.getElementById(REGION_ID);
  if (found) return found;
  const region = document.createElement('div');
  region.id = REGION_ID;
  region.className = 'ch-visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.setAttribute('data-testid', 'announcer');
  document.body.appendChild(region);
  return region;
}

/** Says `text` once; emptied first, so the same text said again (back to the same page) is read again. */
export function announce(text: string): void {
  const region = announcerRegion();
  if (!region) return;
  region.textContent = '';
  clearTimeout(pending);
  pending = setTimeout(() => {
    region.textContent = text;
  }, SETTLE_MS);
}
