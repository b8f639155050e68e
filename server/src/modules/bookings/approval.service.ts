/**
 * A booking that needs approval (the resource's rule, or a special reservation) is an application of the resource's
 * approval service on the workflow runtime, started as its holder when the booking gets its unit (after its fee is
 * paid): it is in the approver's to-do, the matter pages and their history like any other. Its end reaches the
 * booking through the applicationEnded hook the matters area asks: approved, it is booked; refused (terminated), it
 * is rejected and its place handed on; withdrawn, it is cancelled. Cancelling the booking ends the application.
 *
 * The approval service's form is filled from the booking: form1_1 the place, form1_2 the time, form1_3 the remark.
 */
import type { DbOrTx } from '../../db/database';
import { campusDate } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import { actOnInstance } from '../matters/act.service';
import { startMatter } from '../matters/start.service';
import * as org from '../org/org.service';
import { clockOf } from './booking-times';
import * as q from './bookings.queries';
import type { BookingRow } from './bookings.queries';
import type { ResourceRow } from './resources.queries';

/** Starts the approval of a booking waiting for it (once: its start key is the booking's). */
export async function startApproval(db: DbOrTx, b: BookingRow, resource: ResourceRow): Promise<void> {
  if (b.status !== 'pending' || b.inst_id || resource.approval_app_id === null) return;
  const holder = await org.activeUser(db, b.uid);
  if (!holder) return;
  const unit = b.unit_id === null ? '' : ` ${await q.unitLabel(db, b.unit_id)}`;
  const values = {
    form1_1: `${resource.name}${unit}`,
    form1_2: `${campusDate(b.starts_at)} ${clockOf(b.starts_at)}–${clockOf(b.ends_at)}`,
    form1_3: b.remark || (b.special ? '特殊预约' : ''),
  };
  const { inst_id } = await startMatter(db, holder, 'zh', { appId: resource.approval_app_id, values, startKey: `booking-${b.id}`, terminal: 'pc' });
  await q.setApplication(db, b.id, inst_id);
}

/** Ends the application of a booking its holder cancelled; one that has ended already is left as it is. */
export async function endApproval(db: DbOrTx, b: Pick<BookingRow, 'uid' | 'inst_id'>, reason: string): Promise<void> {
  const holder = b.inst_id && (await org.activeUser(db, b.uid));
  if (!holder) return;
  try {
    await actOnInstance(db, holder, b.inst_id!, { type: 'terminate', opinion: reason || '预约已取消' });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
}
