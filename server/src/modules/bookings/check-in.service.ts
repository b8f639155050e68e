/**
 * Check-in at the venue: the holder's page shows a code the server signed (valid five minutes, renewed by the page);
 * a manager of the resource scans it (a phone camera opens check_in_url) from 15 minutes before the start to the end.
 * A second scan answers the booking as checked in.
 */
import { randomBytes } from 'node:crypto';
import type { Booking } from '../../../../contract/calls/bookings';
import type { DbOrTx } from '../../db/database';
import { databaseOf, inTransaction } from '../../db/in-transaction';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { readCheckInCode, signCheckInCode } from './check-in-code';
import * as q from './bookings.queries';
import { resourceFor } from './hall.service';
import { bookingAsRead } from './views.service';

const CODE_LIFE_MS = 5 * 60_000;
const EARLY_MS = 15 * 60_000;
/** The page a phone camera opens with the code (the venue's check-in page, H5 under /v2/). */
export const CHECK_IN_PATH = '/v2/reserve/m_checkIn';

const keys = new WeakMap<object, Promise<Buffer>>();

/** The key codes are signed with: one per database, kept in it so every server process signs alike. */
function codeKey(db: DbOrTx): Promise<Buffer> {
  const root = databaseOf(db);
  if (!root) return q.signingKey(db, randomBytes(32));
  let key = keys.get(root);
  if (!key) {
    key = q.signingKey(root, randomBytes(32));
    keys.set(root, key);
    key.catch(() => keys.delete(root));
  }
  return key;
}

export async function reservationCode(db: DbOrTx, bookingId: number, lang: Lang, now: Date, publicUrl = '') {
  const booking = await bookingAsRead(db, bookingId, lang, now);
  if (booking.status !== 'booked' && booking.status !== 'checked_in') throw new DomainError('bookings.notConfirmed');
  const expires = new Date(now.getTime() + CODE_LIFE_MS);
  const code = signCheckInCode(await codeKey(db), bookingId, expires);
  return { code, check_in_url: `${publicUrl}${CHECK_IN_PATH}?code=${encodeURIComponent(code)}`, expires_at: campusDateTime(expires), booking };
}

export async function checkIn(db: DbOrTx, manager: { uid: string }, code: string, lang: Lang, now: Date): Promise<Booking> {
  const verdict = readCheckInCode(await codeKey(db), code, now);
  if (!verdict.ok) throw new DomainError(verdict.why === 'expired' ? 'bookings.codeExpired' : 'bookings.codeInvalid');
  await inTransaction(db, async (tx) => {
    const b = await q.bookingById(tx, verdict.bookingId);
    if (!b) throw new DomainError('bookings.codeInvalid');
    const resource = await resourceFor(tx, b.resource_id);
    if (!resource.manager_uids.includes(manager.uid)) throw new DomainError('bookings.notManager');
    if (b.status === 'checked_in') return;
    if (now.getTime() < b.starts_at.getTime() - EARLY_MS || now >= b.ends_at) throw new DomainError('bookings.notCheckInTime');
    if (!(await q.moveBooking(tx, b.id, ['booked'], 'checked_in', { checked_in_at: now }))) throw new DomainError('bookings.notCheckable');
  });
  return bookingAsRead(db, verdict.bookingId, lang, now);
}
