/**
 * A booking's timers on the job queue, enqueued in the transaction that makes or moves it: the reminder an hour
 * before the start, the no-show check at the end, the release of an unpaid booking at pay_by, and the expiry of a
 * waitlist entry at the start. Each is keyed by the booking, so enqueueing again keeps the live one; each handler
 * looks at the booking's status when it runs, so a timer whose booking moved on does nothing.
 */
import type { DbOrTx } from '../../db/database';
import { enqueueJobs, type NewJob } from '../../jobs';
import type { BookingRow } from './bookings.queries';

export const BookingJob = {
  remind: 'bookings.remind',
  noShow: 'bookings.noShow',
  release: 'bookings.release',
  expire: 'bookings.expire',
} as const;

export interface BookingTimerPayload {
  booking: number;
}

const REMIND_BEFORE_MS = 3_600_000;

export function timersOf(b: Pick<BookingRow, 'id' | 'status' | 'starts_at' | 'ends_at' | 'pay_by'>, now: Date): NewJob[] {
  const job = (kind: string, runAt: Date): NewJob => ({ kind, runAt, payload: { booking: b.id } satisfies BookingTimerPayload, key: `booking:${b.id}:${kind}` });
  if (b.status === 'waiting') return [job(BookingJob.expire, b.starts_at)];
  const jobs = [job(BookingJob.noShow, b.ends_at)];
  const remindAt = new Date(b.starts_at.getTime() - REMIND_BEFORE_MS);
  if (remindAt > now) jobs.push(job(BookingJob.remind, remindAt));
  if (b.status === 'unpaid' && b.pay_by) jobs.push(job(BookingJob.release, b.pay_by));
  return jobs;
}

export async function scheduleTimers(db: DbOrTx, bookings: readonly Parameters<typeof timersOf>[0][], now: Date): Promise<void> {
  await enqueueJobs(db, bookings.flatMap((b) => timersOf(b, now)));
}
