/** The status a booking takes when it gets a unit, and once its fee is paid. Pure. */
import type { BookingStatus } from '../../../../contract/rules/booking';
import type { ResourceRow } from './resources.queries';

const MINUTE = 60_000;

type Rules = Pick<ResourceRow, 'fee' | 'needs_approval' | 'approval_app_id' | 'payment_minutes'>;

/**
 * The status once paid (or when nothing is due): pending while it needs approval (a special one always does) from
 * the resource's approval service, else booked.
 */
export const confirmedStatus = (resource: Pick<Rules, 'needs_approval' | 'approval_app_id'>, special: boolean): BookingStatus =>
  (resource.needs_approval || special) && resource.approval_app_id !== null ? 'pending' : 'booked';

/** The status, fee and payment deadline of a booking of `slots` slots that has just got its unit. */
export function placedStatus(resource: Rules, special: boolean, slots: number, now: Date): { status: BookingStatus; fee: number; payBy: Date | null } {
  const fee = resource.fee * slots;
  if (fee > 0) return { status: 'unpaid', fee, payBy: new Date(now.getTime() + resource.payment_minutes * MINUTE) };
  return { status: confirmedStatus(resource, special), fee, payBy: null };
}
