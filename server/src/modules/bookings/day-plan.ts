/**
 * A resource's day as the booking rules see it: closed (not a working day for a resource open on working days only,
 * or a consultation without published hours that day), or its slots; and who may book the resource at all.
 */
import { audienceOf } from '../../../../contract/rules/audience';
import type { DbOrTx } from '../../db/database';
import { campusDayStart } from '../../domain/campus-time';
import * as calendar from '../calendar/calendar.service';
import type { SessionUser } from '../org/org.service';
import { clockOf, slotsOf, type Slot } from './booking-times';
import * as consult from './consult.queries';
import type { ResourceRow, Viewer } from './resources.queries';

const DAY = 86_400_000;

export interface DayPlan {
  closed: boolean;
  slots: Slot[];
}

/** A campus day's bounds; null for a day that does not exist. */
export function dayBounds(day: string): { from: Date; to: Date } | null {
  const from = campusDayStart(day);
  return from ? { from, to: new Date(from.getTime() + DAY) } : null;
}

export async function dayPlan(db: DbOrTx, resource: ResourceRow, day: string): Promise<DayPlan> {
  const bounds = dayBounds(day);
  if (!bounds) return { closed: true, slots: [] };
  if (resource.kind === 'consult') {
    const hours = await consult.hoursIn(db, [resource.id], bounds.from, bounds.to);
    const slots = slotsOf(resource, hours.map((h) => ({ start: clockOf(h.starts_at), end: clockOf(h.ends_at) })));
    return { closed: slots.length === 0, slots };
  }
  if (resource.open_days === 'workdays' && !(await calendar.workingCalendar(db, bounds.from))(bounds.from)) return { closed: true, slots: [] };
  return { closed: false, slots: slotsOf(resource) };
}

export function viewerOf(user: Pick<SessionUser, 'identity_type' | 'department_id'> | null): Viewer {
  return { audience: audienceOf(user?.identity_type), departmentId: user?.department_id ?? null };
}

/** Whether the resource is open to the person (its audiences and departments; empty lists open it to everyone). */
export function openTo(resource: Pick<ResourceRow, 'audiences' | 'department_ids'>, viewer: Viewer): boolean {
  return (
    (resource.audiences.length === 0 || resource.audiences.includes(viewer.audience)) &&
    (resource.department_ids.length === 0 || (viewer.departmentId !== null && resource.department_ids.includes(viewer.departmentId)))
  );
}
