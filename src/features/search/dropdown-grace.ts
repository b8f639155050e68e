/**
 * When the search list hides (spec §4 "Search", §9): 300 ms after the box loses focus, unless a press inside the
 * list happened within the last second — picking a tab or a result takes the focus from the box first.
 */
import { SEARCH_BLUR_HIDE_MS, SEARCH_CLICK_GRACE_MS } from '@contract/constants';

export interface DropdownGrace {
  /** The box (or anything in the widget) lost focus: hide later unless pressed inside. */
  blur(): void;
  /** Focus came back: nothing to hide. */
  focus(): void;
  /** A press (mouse or touch) inside the list. */
  pressInside(): void;
  dispose(): void;
}

export function dropdownGrace(hide: () => void, now: () => number = () => Date.now()): DropdownGrace {
  let pressedAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  return {
    blur() {
      cancel();
      timer = setTimeout(() => {
        if (now() - pressedAt >= SEARCH_CLICK_GRACE_MS) hide();
      }, SEARCH_BLUR_HIDE_MS);
    },
    focus: cancel,
    pressInside() {
      pressedAt = now();
    },
    dispose: cancel,
  };
}
