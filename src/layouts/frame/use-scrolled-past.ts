/**
 * Whether the page has scrolled beyond a distance (spec §9: the header is fixed beyond 300 or 70, back-to-top shows
 * after 300 px). The desktop layouts run on H5 only, where the document scrolls; elsewhere the answer stays false.
 */
import { useEffect, useState } from 'react';

export function useScrolledPast(distance: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5') return;
    const check = () => setPast(window.scrollY > distance);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [distance]);
  return past;
}
