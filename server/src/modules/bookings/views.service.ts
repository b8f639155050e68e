/** Bookings as their holder reads them (我的预约, one booking, the answers of the booking calls). */
import type { Booking } from '../../../../contract/calls/bookings';
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { BookingTab } from '../../../../contract/rules/booking';
import type { DbOrTx } from '../../db/database';
import { campusDate, campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import * as org from '../org/org.service';
import { clockOf } from './booking-times';
import * as q from './bookings.queries';
import { paymentStates } from './payment.service';

type Payment = Pick<Booking, 'paid' | 'refund'>;

type ViewRow = Awaited<ReturnType<typeof q.bookingViews>>[number];

const MINUTE = 60_000;
/** The statuses a holder may cancel (before the deadline). */
export const CANCELLABLE = ['waiting', 'unpaid', 'pending', 'booked'] as const;

/** Until when a booking may be cancelled: its start less the resource's minutes (a waitlist entry: until it starts). */
export function cancelDeadline(row: { status: string; starts_at: Date }, cancelMinutes: number): Date {
  return row.status === 'waiting' ? row.starts_at : new Date(row.starts_at.getTime() - cancelMinutes * MINUTE);
}

export function isCancellable(status: string): boolean {
  return (CANCELLABLE as readonly string[]).includes(status);
}

function toBooking(r: ViewRow, holder: string, payment: Payment | undefined, lang: Lang, now: Date, positions: Map<number, number>): Booking {
  const cancelBy = cancelDeadline(r, r.cancel_minutes);
  return {
    id: r.id,
    resource_id: r.resource_id,
    resource_name: inLanguage(r.name, r.name_en, lang),
    kind: r.kind,
    source_type: r.source_type,
    campus: r.campus,
    location: r.location,
    unit_label: r.unit_label,
    date: campusDate(r.starts_at),
    start: clockOf(r.starts_at),
    end: clockOf(r.ends_at),
    status: r.status,
    waitlist_position: positions.get(r.id) ?? 0,
    fee: r.fee,
    paid: payment?.paid ?? false,
    refund: payment?.refund ?? 'none',
    pay_by: r.status === 'unpaid' && r.pay_by ? campusDateTime(r.pay_by) : '',
    may_cancel: isCancellable(r.status) && now < cancelBy,
    cancel_by: campusDateTime(cancelBy),
    holder_name: holder,
    remark: r.remark,
    inst_id: r.inst_id ?? '',
    created: campusDateTime(r.created_at),
  };
}

/** The bookings `ids` in that order, as their holder reads them. */
export async function bookingsAsRead(db: DbOrTx, ids: number[], lang: Lang, now: Date): Promise<Booking[]> {
  const rows = await q.bookingViews(db, ids);
  const [positions, holders, payments] = await Promise.all([
    q.queuePositions(db, rows.filter((r) => r.status === 'waiting').map((r) => r.id)),
    org.peopleNames(db, rows.map((r) => r.uid)),
    paymentStates(db, rows.filter((r) => r.fee > 0).map((r) => r.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, toBooking(r, holders.get(r.uid) ?? '', payments.get(String(r.id)), lang, now, positions)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function bookingAsRead(db: DbOrTx, id: number, lang: Lang, now: Date): Promise<Booking> {
  const [booking] = await bookingsAsRead(db, [id], lang, now);
  if (!booking) throw new DomainError('bookings.bookingNotFound');
  return booking;
}

export async function myReservations(db: DbOrTx, uid: string, lang: Lang, tab: BookingTab, page: { p: number; pageSize: number }, now: Date) {
  const { ids, total } = await q.myPage(db, uid, tab, now, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  return { list: await bookingsAsRead(db, ids, lang, now), total, p: page.p, page_size: page.pageSize };
}
