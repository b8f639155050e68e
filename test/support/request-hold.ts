/**
 * Holding a fake provider's requests in flight, to stop a sender's process at that point: a held request is acted on
 * only once released, and one whose client went away meanwhile (the process was killed) is dropped unanswered and
 * never acted on, as a provider does with a request that never finished arriving.
 */
import type { ServerResponse } from 'node:http';

export interface RequestHold {
  /** Holds every request from now on. */
  hold(): void;
  /** Stops holding and acts on the requests still held. */
  release(): void;
  /** Requests held now. */
  held(): number;
  /** Acts on a request at once, or holds it. */
  admit(res: ServerResponse, act: () => void): void;
}

export function requestHold(): RequestHold {
  let holding = false;
  const waiting = new Set<() => void>();
  return {
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const act of [...waiting]) {
        waiting.delete(act);
        act();
      }
    },
    held: () => waiting.size,
    admit(res, act) {
      if (!holding) return act();
      waiting.add(act);
      res.on('close', () => waiting.delete(act));
    },
  };
}
