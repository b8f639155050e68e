/**
 * SLA timers of approval tasks on the campus calendar: a warning when three quarters of a node's working hours are
 * used, and at the deadline the node's timeout action. Timers are jobs enqueued in the action's own transaction and
 * cancelled when the task is handled, so they survive restarts and never fire for a finished task.
 */
import type { DbOrTx } from '../../db/database';
import { cancelJobs, enqueueJobs, type NewJob } from '../../jobs';
import type { Effect } from '../../workflow/engine';
import { addWorkingHours } from '../../workflow/working-time';
import * as calendar from '../calendar/calendar.service';

export const SLA_WARN = 'matters.slaWarn';
export const SLA_DUE = 'matters.slaDue';
const WARN_SHARE = 0.75;
/** How far ahead the calendar is loaded for a deadline: more than any SLA spans, vacations included. */
const CALENDAR_SPAN_MS = 400 * 86_400_000;

export interface SlaPayload {
  instanceId: string;
  task: number;
}

const key = (kind: string, p: SlaPayload) => `${kind}:${p.instanceId}:${p.task}`;

/** When a task opened at `start` with `hours` working hours is warned about and due. */
export async function slaTimes(db: DbOrTx, start: Date, hours: number): Promise<{ warnAt: Date; dueAt: Date }> {
  const cal = await calendar.campusCalendar(db, start, new Date(start.getTime() + CALENDAR_SPAN_MS));
  return { warnAt: addWorkingHours(cal, start, hours * WARN_SHARE), dueAt: addWorkingHours(cal, start, hours) };
}

export async function applyTimerEffects(db: DbOrTx, instanceId: string, effects: Effect[], now: Date): Promise<void> {
  const cancelled: string[] = [];
  const timers: NewJob[] = [];
  for (const effect of effects) {
    if (effect.type === 'timer') {
      const payload: SlaPayload = { instanceId, task: effect.task };
      const { warnAt, dueAt } = await slaTimes(db, now, effect.hours);
      timers.push({ kind: SLA_WARN, key: key(SLA_WARN, payload), runAt: warnAt, payload }, { kind: SLA_DUE, key: key(SLA_DUE, payload), runAt: dueAt, payload });
    } else if (effect.type === 'cancelTimer') {
      const payload: SlaPayload = { instanceId, task: effect.task };
      cancelled.push(key(SLA_WARN, payload), key(SLA_DUE, payload));
    }
  }
  // Cancelled first: a task reopened in the same action gets its timers again under the same keys.
  await cancelJobs(db, { keys: cancelled });
  await enqueueJobs(db, timers);
}
