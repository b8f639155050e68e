/**
 * Whether the page has scrolled beyond a distance (spec §9: the header is fixed beyond 300 or 70, back-to-top shows
 * after 300 px). Taro's H5 pages scroll inside their own page element (.taro_page), not the window, and earlier pages
 * of the stack stay in the document, hidden. Scroll events do not bubble, so one capturing listener on the document
 * hears the scrolling, and only the page holding `anchor` counts: a hidden earlier page, or a scrolling box inside the
 * page (a dropdown list), never moves this page's header. The desktop layouts run on H5 only; elsewhere this stays false.
 */
import { useEffect, useState, type RefObject } from 'react';

const PAGE = 'taro_page';

export function useScrolledPast(distance: number, anchor: RefObject<unknown>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5') return;
    const own = anchor.current instanceof Element ? anchor.current.closest(`.${PAGE}`) : null;
    const check = (event: Event) => {
      const target = event.target;
      if (own ? target === own : !(target instanceof Element)) setPast((own ? own.scrollTop : window.scrollY) > distance);
    };
    document.addEventListener('scroll', check, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', check, { capture: true });
  }, [distance, anchor]);
  return past;
}
