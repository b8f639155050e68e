/**
 * In-flight request tracking (spec §4 "Request tracking"): a count of open calls, and callbacks deferred until
 * every call has finished for AJAX_IDLE_DELAY_MS. The navigation progress bar listens to it.
 */
import { AJAX_IDLE_DELAY_MS } from '@contract/constants';

type Listener = (count: number) => void;

let count = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let idleCallbacks: (() => void)[] = [];
const listeners = new Set<Listener>();

function scheduleIdle(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    idleTimer = undefined;
    if (count > 0) return;
    const callbacks = idleCallbacks;
    idleCallbacks = [];
    callbacks.forEach((cb) => cb());
  }, AJAX_IDLE_DELAY_MS);
}

export const inFlight = {
  get count(): number {
    return count;
  },
  start(): void {
    count += 1;
    if (idleTimer) clearTimeout(idleTimer);
    listeners.forEach((l) => l(count));
  },
  end(): void {
    count = Math.max(0, count - 1);
    listeners.forEach((l) => l(count));
    if (count === 0) scheduleIdle();
  },
  /** Runs `cb` once no call has been open for AJAX_IDLE_DELAY_MS. */
  whenIdle(cb: () => void): void {
    idleCallbacks.push(cb);
    if (count === 0) scheduleIdle();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
