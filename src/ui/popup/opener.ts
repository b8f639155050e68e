/**
 * The control a dialog gives the focus back to when it closes (H5). It is the focused element when the dialog opens;
 * when that is already gone (a dropdown option that closed its dropdown and opened a confirmation), the element
 * focused last; and when that one is gone by the time the dialog closes, the first control of the nearest part of
 * the page that is still there (the dropdown's trigger); when none of those can take it (the list the opener stood in
 * was drawn again), the page's main heading.
 */
import { focusQuietly, mainHeading } from '@/platform/focus-target';
import { tabbables } from './focusable';

let lastFocused: HTMLElement | null = null;
let listening = false;

function remember(event: FocusEvent): void {
  if (event.target instanceof HTMLElement) lastFocused = event.target;
}

export interface Opener {
  restore(): void;
}

/** Whether the focus is on something other than the page itself. */
const landed = () => !!document.activeElement && document.activeElement !== document.body;

export function takeOpener(panel: HTMLElement): Opener {
  if (!listening) {
    document.addEventListener('focusin', remember, true);
    listening = true;
  }
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && active !== document.body ? active : lastFocused;
  const opener = focused && focused.isConnected && !panel.contains(focused) ? focused : null;
  // The way up from the opener, kept now: once it is gone, its ancestors can no longer be found from it.
  const path: HTMLElement[] = [];
  for (let node = opener; node && node.parentElement && node !== document.body; node = node.parentElement) path.push(node);
  return {
    restore() {
      if (!opener) return;
      if (opener.isConnected) opener.focus();
      if (landed()) return;
      // The body's own children are whole pages or dialogs: their first control is no place to land.
      const near = path.find((node) => node.isConnected && node.parentElement !== document.body);
      const stop = near ? tabbables(near)[0] : undefined;
      stop?.focus();
      if (landed()) return;
      const page = path.find((node) => node.isConnected);
      const heading = page ? mainHeading(page.closest('.taro_page') ?? page) : null;
      if (heading) focusQuietly(heading);
    },
  };
}
