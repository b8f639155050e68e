/**
 * After a page change (H5) the focus would stay on the link of the page left behind, now hidden, or drop to <body>:
 * it goes to the new page's main heading (or main region), and the page's title is said in the live region. A page
 * that still loads has no heading yet, so this waits a moment for one, then gives the main region the focus and hands
 * it on to the heading when that comes. The reader's own Tab, or a dialog the page opened, keeps the focus.
 */
import { announce } from './announce';
import { focusIsSettled, focusQuietly, mainHeading, mainRegion } from './focus-target';

const POLL_MS = 100;
/** About a second and a half for the heading before the main region takes the focus ... */
const HEADING_POLLS = 15;
/** ... and five more seconds for a slow page's heading to take it from there. */
const LATE_POLLS = 50;

export function focusOpenedPage(root: () => Element | null, title: () => string): void {
  let tries = 0;
  let holder: HTMLElement | null = null;
  const again = () => {
    tries += 1;
    if (tries <= HEADING_POLLS + LATE_POLLS) setTimeout(attempt, POLL_MS);
  };
  const land = (target: HTMLElement) => {
    focusQuietly(target);
    announce(title());
  };
  function attempt() {
    const page = root();
    if (!page) return again();
    const heading = mainHeading(page);
    if (holder) {
      if (document.activeElement !== holder) return;
      return heading ? focusQuietly(heading) : again();
    }
    if (focusIsSettled(page)) return announce(title());
    if (heading) return land(heading);
    if (tries >= HEADING_POLLS) {
      holder = mainRegion(page);
      if (holder) land(holder);
    }
    again();
  }
  setTimeout(attempt, 0);
}
