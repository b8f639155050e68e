/**
 * Whether the page has scrolled beyond a distance (spec §9: the header is fixed beyond 300 or 70, back-to-top shows
 * after 300 px). Taro's H5 pages scroll inside their own page element (.taro_page), not the window: scroll events
 * do not bubble, so one capturing listener on the document hears the page's scrolling, and other scrolling boxes
 * (a dropdown list) are told apart by their class. The desktop layouts run on H5 only; elsewhere this stays false.
 */
import { useEffect, useState } from 'react';

const PAGE = 'taro_page';

function scrolledBy(event: Event): number | null {
  const target = event.target;
  if (target instanceof Element) return target.classList.contains(PAGE) ? target.scrollTop : null;
  return window.scrollY;
}

export function useScrolledPast(distance: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5') return;
    const check = (event: Event) => {
      const top = scrolledBy(event);
      if (top !== null) setPast(top > distance);
    };
    document.addEventListener('scroll', check, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', check, { capture: true });
  }, [distance]);
  return past;
}
