/**
 * SLA timers of approval tasks on the campus calendar: a warning when three quarters of a node's working hours are
 * used, and at the deadline the node's timeout action. Timers are jobs enqueued in the action's own transaction and
 * cancelled when the task is handled, so they survive restarts and never fire for a finished task.
 */
import type { DbOrTx } from '../db/database';
import type { NewJob } from '../jobs';
import type { Effect } from '../workflow/engine';
import { addWorkingHours } from '../workflow/working-time';
import * as calendar from '../modules/calendar/calendar.service';

const WARN_SHARE = 0.75;
/** How far ahead the calendar is loaded for a deadline: more than any SLA spans, vacations included. */
const CALENDAR_SPAN_MS = 400 * 86_400_000;

export interface SlaPayload {
  instanceId: string;
  task: number;
}

/** The job kinds of a flow's timers, named after its area (matters.slaWarn, matters.slaDue). */
export function slaKinds(area: string) {
  return { warn: `${area}.slaWarn`, due: `${area}.slaDue` };
}

export type SlaKinds = ReturnType<typeof slaKinds>;

const key = (kind: string, p: SlaPayload) => `${kind}:${p.instanceId}:${p.task}`;

/** When a task opened at `start` with `hours` working hours is warned about and due. */
export async function slaTimes(db: DbOrTx, start: Date, hours: number): Promise<{ warnAt: Date; dueAt: Date }> {
  const cal = await calendar.campusCalendar(db, start, new Date(start.getTime() + CALENDAR_SPAN_MS));
  return { warnAt: addWorkingHours(cal, start, hours * WARN_SHARE), dueAt: addWorkingHours(cal, start, hours) };
}

/**
 * The timer jobs a transition's effects add and cancel, netted: a task whose timer starts and ends in the same
 * action (passed on at once) gets none, so the two lists never share a key.
 */
export async function timerChanges(db: DbOrTx, kinds: SlaKinds, instanceId: string, effects: Effect[], now: Date): Promise<{ cancel: string[]; enqueue: NewJob[] }> {
  const cancel = new Set<string>();
  const enqueue = new Map<string, NewJob>();
  for (const effect of effects) {
    if (effect.type !== 'timer' && effect.type !== 'cancelTimer') continue;
    const payload: SlaPayload = { instanceId, task: effect.task };
    const keys = [key(kinds.warn, payload), key(kinds.due, payload)];
    if (effect.type === 'cancelTimer') {
      for (const k of keys) if (!enqueue.delete(k)) cancel.add(k);
      continue;
    }
    const { warnAt, dueAt } = await slaTimes(db, now, effect.hours);
    enqueue.set(keys[0], { kind: kinds.warn, key: keys[0], runAt: warnAt, payload });
    enqueue.set(keys[1], { kind: kinds.due, key: keys[1], runAt: dueAt, payload });
  }
  return { cancel: [...cancel], enqueue: [...enqueue.values()] };
}
