/** A refused booking by its envelope code (contract/rules/booking.ts BookingRefusal): what the page offers next. */
import { BookingRefusal } from '@contract/rules/booking';

export type RefusalKind = 'full' | 'notOpen' | 'limit' | 'blocked' | 'notAllowed' | 'notOffered' | 'tooLate' | 'held';

const KINDS: Record<number, RefusalKind> = {
  [BookingRefusal.FULL]: 'full',
  [BookingRefusal.NOT_OPEN]: 'notOpen',
  [BookingRefusal.LIMIT_REACHED]: 'limit',
  [BookingRefusal.BLOCKED]: 'blocked',
  [BookingRefusal.NOT_ALLOWED]: 'notAllowed',
  [BookingRefusal.NOT_OFFERED]: 'notOffered',
  [BookingRefusal.TOO_LATE_TO_CANCEL]: 'tooLate',
  [BookingRefusal.ALREADY_HELD]: 'held',
};

export function refusalKind(e: number): RefusalKind | null {
  return KINDS[e] ?? null;
}
