/**
 * Only the answer to the newest request is applied (spec §4 "Search"). The request wrapper already cancels a call
 * when a newer one with the same key starts, but an answer can be on its way back when that happens; this gate
 * drops whatever answers an older request, whichever order the answers arrive in.
 */
export interface NewestOnly {
  /** Marks a new request; the function it returns tells, when its answer arrives, whether it is still the newest. */
  next(): () => boolean;
  /** No request in flight is the newest any more (the keyword was cleared). */
  reset(): void;
}

export function newestOnly(): NewestOnly {
  let latest = 0;
  return {
    next() {
      const mine = ++latest;
      return () => mine === latest;
    },
    reset() {
      latest++;
    },
  };
}
