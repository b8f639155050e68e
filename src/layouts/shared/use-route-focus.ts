/**
 * Moves the focus into a page each time it comes to the top and says its title (platform/page-focus). Not on the
 * app's first page: there the browser's own start (the address bar, a screen reader's reading of the document)
 * must not be interrupted.
 */
import { useRef, type RefObject } from 'react';
import { focusOpenedPage } from '@/platform/page-focus';
import { usePageShow } from '@/platform/page-events';

let firstPageShown = false;

export function useRouteFocus(root: RefObject<unknown>, title: string): void {
  const latestTitle = useRef(title);
  latestTitle.current = title;
  usePageShow(() => {
    if (process.env.TARO_ENV !== 'h5') return;
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    focusOpenedPage(
      () => (root.current instanceof Element ? root.current : null),
      () => latestTitle.current,
    );
  });
}
