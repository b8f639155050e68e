/**
 * The wait until booking opens, by the server's clock (getReserveSlots' server_time), never the device's: a phone
 * whose clock is off still counts down to the server's opening second. Campus stamps are 'YYYY-MM-DD HH:mm:ss'.
 */
function stampMs(stamp: string): number {
  return Date.parse(`${stamp.replace(' ', 'T')}Z`);
}

/** Milliseconds from the server's time to a campus stamp (both in campus time); NaN when either is no stamp. */
export function msUntil(serverTime: string, at: string): number {
  return stampMs(at) - stampMs(serverTime);
}

/** What is left, counted on from the moment the server's time was read (`readAt`, device ms) to `now`. */
export function remainingMs(serverTime: string, at: string, readAt: number, now: number): number {
  return Math.max(0, msUntil(serverTime, at) - Math.max(0, now - readAt));
}

/** 'H:MM:SS', with whole days first when there are any: [days, 'HH:MM:SS']. */
export function clockParts(ms: number): { days: number; clock: string } {
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}
