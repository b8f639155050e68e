/**
 * What this process last saw of a slot, for a second: full (with who holds its units), or with a unit free. A full
 * slot is answered at once, without a lock or a transaction: most of a crowd at the opening second hears it, and
 * a newcomer is refused before anything is read, while a retry of a booking that was made still gets its booking.
 * A slot seen with a unit free sends its crowd to be placed, where the database has the last word; placing that
 * finds none there keeps "full" at once, and a freed place drops what was seen, in every process (with REDIS_URL).
 */
import type { DbOrTx } from '../../db/database';
import { sharedMemo } from '../../db/shared-memo';
import type { SessionUser } from '../org/org.service';
import * as q from './bookings.queries';

/** A slot as a request names it (resource, day, start, length, unit): known before any rule is read. */
export interface SlotRequest {
  id: number;
  date: string;
  start: string;
  slots?: number;
  unit_id?: number;
  waitlist?: 0 | 1;
  special?: 0 | 1;
  request_key: string;
}

type SlotSeen = { full: false } | { full: true; holders: Set<string> };
const slotsSeen = sharedMemo<SlotSeen>('booking-slots', { ttlMs: 1_000, max: 10_000 });

export const slotAsked = (input: SlotRequest) => `${input.id}:${input.date}:${input.start}:${input.slots ?? 1}:${input.unit_id ?? ''}`;
const holderKey = (uid: string, requestKey: string) => `${uid}\n${requestKey}`;

/** Whether what was seen refuses the request: full, and not a retry of one of its bookings (a waitlist or special request is never refused so). */
function refuses(seen: SlotSeen | undefined, user: Pick<SessionUser, 'uid'>, input: SlotRequest): boolean {
  if (input.waitlist === 1 || input.special === 1) return false;
  return seen?.full === true && !seen.holders.has(holderKey(user.uid, input.request_key));
}

/** Whether the slot is known full from memory for this request (never reads: safe anywhere, in a transaction too). */
export function knownFullFor(db: DbOrTx, user: Pick<SessionUser, 'uid'>, input: SlotRequest): boolean {
  return refuses(slotsSeen.peek(db, slotAsked(input)), user, input);
}

/** Whether the slot is full for this request, as kept or read now (one read a second per slot and process). */
export async function seenFullFor(db: DbOrTx, user: Pick<SessionUser, 'uid'>, input: SlotRequest, time: { from: Date; to: Date }): Promise<boolean> {
  const seen = await slotsSeen.get(db, slotAsked(input), async () => {
    const [free] = await q.freeUnits(db, input.id, time, 1, [], input.unit_id, 'unlocked');
    return free === undefined ? fullWith(await q.holdersAt(db, input.id, time.from, time.to)) : { full: false };
  });
  return refuses(seen, user, input);
}

const fullWith = (holders: { uid: string; request_key: string }[]): SlotSeen => ({ full: true, holders: new Set(holders.map((h) => holderKey(h.uid, h.request_key))) });

/** Placing found the slot full, as its transaction `tx` sees it: those behind, and the crowd's next tries, hear it from memory. */
export async function keepFull(db: DbOrTx, tx: DbOrTx, input: SlotRequest, time: { from: Date; to: Date }): Promise<void> {
  slotsSeen.keep(db, slotAsked(input), fullWith(await q.holdersAt(tx, input.id, time.from, time.to)));
}

/** A place freed: every process asks the database again about the slots it saw full. */
export function placeFreed(db: DbOrTx): void {
  slotsSeen.changed(db);
}
