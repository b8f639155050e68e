/**
 * Reminding the people missing in a period: a message each (type 4, urging) that opens the mission page; delivery
 * then carries it on each person's channels at the time their message settings allow. A mission with a remind time
 * has one job on the queue at a time, at that time of its next due period's last day (within its window); the job
 * reminds everyone still missing and schedules the next period's.
 */
import { MessageType } from '../../../../contract/constants';
import { instantAt, periodBounds, periodLabel, periodNumAt, type PeriodBounds } from '../../../../contract/rules/fillin-periods';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import { enqueueJob, type JobHandlers } from '../../jobs';
import { appNames } from '../apps/apps.service';
import * as messages from '../messages/messages.service';
import { populationUids } from '../org/population.service';
import * as q from './fillins.queries';
import { dueTest, missionById, type Mission } from './missions.service';
import * as r from './reminders.queries';

export const FillinJob = { remind: 'fillins.remind' } as const;

interface ReminderPayload {
  mission: number;
  period: number;
}

/** The people of the population (within a scope) who have not submitted in the period. */
export async function missingPeople(db: DbOrTx, mission: Mission, periodNum: number, scope: { within: number[] | null; className: string | null }): Promise<string[]> {
  // Whoever submitted is not missing, wherever they stand now.
  const submitted = await q.submittedUids(db, { missionId: mission.id, periodNum, within: null, className: null });
  return populationUids(db, mission.population, { within: scope.within ?? 'all', className: scope.className ?? undefined, excluding: submitted });
}

/** Sends each of `uids` the reminder of a period, and notes when they were reminded. */
export async function remindPeople(db: DbOrTx, mission: Mission, period: PeriodBounds, uids: string[], now: Date): Promise<void> {
  if (uids.length === 0) return;
  const name = (await appNames(db, [mission.app_id], 'zh')).get(mission.app_id) ?? '';
  const label = periodLabel(mission.period_kind, period, 'zh');
  const closes = campusDateTime(new Date(period.closes_at - 1_000)).slice(0, 16);
  const title = now.getTime() < period.closes_at ? `填报提醒：请在 ${closes} 前完成「${name}」（${label}）` : `填报提醒：「${name}」（${label}）已截止，请尽快补填`;
  await messages.sendMessages(
    db,
    uids.map((to) => ({ to, type: MessageType.urging as messages.MessageType, title, about: { kind: 'fillin' as const, id: String(mission.id) } })),
  );
  await r.markReminded(db, mission.id, period.num, uids, now);
}

/** How many periods ahead the next reminder is looked for (holidays skipped). */
const LOOK_AHEAD = 45;

/** Enqueues the reminder of the mission's next due period whose remind time is still to come (none without a remind time). */
export async function scheduleReminder(db: DbOrTx, mission: Mission, now: Date): Promise<void> {
  if (!mission.remind_time || mission.status !== 'active') return;
  const from = Math.max(1, periodNumAt(mission.plan, now.getTime()));
  const periods = Array.from({ length: LOOK_AHEAD }, (_, i) => periodBounds(mission.plan, from + i)).filter((p) => mission.end_date === null || p.due_date <= mission.end_date);
  const isDue = await dueTest(db, mission, periods.map((p) => p.due_date));
  for (const p of periods) {
    const at = Math.max(instantAt(p.due_date, mission.remind_time), p.opens_at);
    if (at > now.getTime() && at < p.closes_at && isDue(p.due_date)) {
      await enqueueJob(db, { kind: FillinJob.remind, runAt: new Date(at), payload: { mission: mission.id, period: p.num } satisfies ReminderPayload, key: `fillin:${mission.id}:remind:${p.num}` });
      return;
    }
  }
}

async function remindDue(db: DbOrTx, { mission: id, period }: ReminderPayload, now: Date): Promise<void> {
  const mission = await missionById(db, id);
  if (!mission || mission.status !== 'active') return;
  const bounds = periodBounds(mission.plan, period);
  if (now.getTime() < bounds.closes_at) await remindPeople(db, mission, bounds, await missingPeople(db, mission, period, { within: null, className: null }), now);
  await scheduleReminder(db, mission, new Date(Math.max(now.getTime(), bounds.closes_at)));
}

export const fillinJobs: JobHandlers = {
  [FillinJob.remind]: (payload, ctx) => remindDue(ctx.db, payload as ReminderPayload, ctx.now),
};
