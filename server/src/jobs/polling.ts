/**
 * The loop under the job runner and the delivery worker: one round at a time (a poll and a caller's runDue() take
 * turns), the first poll at once so work that fell due while the server was down goes right after it starts, the next
 * at once while rounds find more to do, and a stop that waits for the round in hand.
 */

/** Where a loop reports failures; the app's Fastify logger fits. */
export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Polling {
  /** One round now; answers how much it did. */
  runDue(): Promise<number>;
  /** Stops polling and waits for the round in hand. */
  stop(): Promise<void>;
}

export interface PollingOptions {
  /** Pause between polls when a round leaves nothing waiting; 0 never polls (runDue() only). */
  pollMs: number;
  /** Whether what a round did means more may be waiting. */
  more(done: number): boolean;
  /** Says which loop failed, in the log. */
  name: string;
  log?: JobLog;
}

export function startPolling(round: () => Promise<number>, { pollMs, more, name, log }: PollingOptions): Polling {
  let inHand: Promise<unknown> = Promise.resolve();
  function runDue(): Promise<number> {
    const run = inHand.then(round);
    inHand = run.catch(() => undefined);
    return run;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  function schedule(delayMs: number): void {
    timer = setTimeout(() => void poll(), delayMs);
    timer.unref();
  }
  async function poll(): Promise<void> {
    let done = 0;
    try {
      done = await runDue();
    } catch (err) {
      log?.error({ err }, `${name}: a round failed`);
    }
    if (!stopped) schedule(more(done) ? 0 : pollMs);
  }
  if (pollMs > 0) schedule(0);

  return {
    runDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inHand;
    },
  };
}
