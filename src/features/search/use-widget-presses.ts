/**
 * Presses and focus around the open search widget (H5). A press inside the list is the spec's "click inside" that
 * keeps it open after the box loses focus; a press or a focus outside counts as leaving, which after a press on a
 * tab (the box has already lost focus) nothing else would report. The mini-program has no page-wide events: there the
 * list reports its own touches, and the box's blur, a choice and the search key close it.
 */
import { useEffect, type RefObject } from 'react';

interface Handlers {
  inside(event: Event): void;
  outside(): void;
}

export function useWidgetPresses(root: RefObject<HTMLElement | null>, open: boolean, { inside, outside }: Handlers): void {
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || !open) return;
    const contains = (event: Event) => !!root.current?.contains(event.target as Node);
    const onPress = (event: Event) => (contains(event) ? inside(event) : outside());
    const onFocus = (event: Event) => contains(event) || outside();
    document.addEventListener('mousedown', onPress, true);
    document.addEventListener('touchstart', onPress, true);
    document.addEventListener('focusin', onFocus, true);
    return () => {
      document.removeEventListener('mousedown', onPress, true);
      document.removeEventListener('touchstart', onPress, true);
      document.removeEventListener('focusin', onFocus, true);
    };
  }, [root, open, inside, outside]);
}
