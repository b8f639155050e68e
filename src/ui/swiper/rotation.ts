/**
 * Whether a carousel turns by itself (WCAG 2.2.2): people can stop and restart it; it holds still while the pointer
 * is over it or the keyboard's focus is in it, so nothing moves under a reader; and it starts stopped for people who
 * ask their system for less motion. Shared by both targets; the mini-program has no pointer or focus to hold it.
 */
import { useCallback, useState } from 'react';

export type Hold = 'hover' | 'focus';

function prefersLessMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useRotation(count: number) {
  const [playing, setPlaying] = useState(() => !prefersLessMotion());
  const [holds, setHolds] = useState<ReadonlySet<Hold>>(() => new Set());
  const hold = useCallback((reason: Hold, on: boolean) => {
    setHolds((now) => {
      if (now.has(reason) === on) return now;
      const next = new Set(now);
      if (on) next.add(reason);
      else next.delete(reason);
      return next;
    });
  }, []);
  return {
    /** The choice shown on the pause/play button. */
    playing,
    /** Whether the slides move now. */
    running: count > 1 && playing && holds.size === 0,
    toggle: () => setPlaying((p) => !p),
    stop: () => setPlaying(false),
    hold,
  };
}
