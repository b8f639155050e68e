/**
 * After a page change (H5) the focus would stay on the link of the page left behind, now hidden, or drop to <body>:
 * it goes to the new page's main heading (or main region), and the page's title is said in the live region. A page
 * that still loads has no heading yet, so this waits a moment for one; the reader's own Tab or a dialog the page
 * opened meanwhile keeps the focus.
 */
import { announce } from './announce';
import { focusIsSettled, focusQuietly, mainHeading, mainRegion } from './focus-target';

const POLL_MS = 100;
/** About a second and a half: a heading later than that is waited for no longer, the main region takes the focus. */
const POLLS = 15;

export function focusOpenedPage(root: () => Element | null, title: () => string): void {
  let tries = 0;
  const attempt = () => {
    const page = root();
    if (page && focusIsSettled(page)) return announce(title());
    const target = page && (mainHeading(page) ?? (tries >= POLLS ? mainRegion(page) : null));
    if (target) {
      focusQuietly(target);
      return announce(title());
    }
    tries += 1;
    if (tries <= POLLS) setTimeout(attempt, POLL_MS);
  };
  setTimeout(attempt, 0);
}
