/**
 * Fill-in missions: a catalogue service of the fill-in type (its name, and its form as the forms area keeps it) with
 * a population, periods and a window, read here with the campus calendar: which period is current, which are due
 * (a daily period on a day that is not a working day is due only when the mission says so), and the period as the
 * calls show it.
 */
import type { FillPeriod } from '../../../../contract/calls/fillins';
import type { FillinLatePolicy, FillinPeriodKind } from '../../../../contract/rules/fillin';
import {
  addDays,
  campusDayAt,
  instantAt,
  lastPeriodNum,
  periodBounds,
  periodLabel,
  periodNumAt,
  type PeriodBounds,
  type PeriodPlan,
} from '../../../../contract/rules/fillin-periods';
import type { DbOrTx } from '../../db/database';
import { shortLived } from '../../db/memo';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { workingCalendar } from '../calendar/calendar.service';
import * as forms from '../forms/forms.service';
import type { Population } from '../org/population.service';
import * as q from './fillins.queries';
import type { MissionRow } from './fillins.table';
import { scheduleReminder } from './reminder-jobs';

export interface Mission extends MissionRow {
  plan: PeriodPlan;
  population: Population;
}

const asMission = (row: MissionRow): Mission => ({
  ...row,
  plan: { kind: row.period_kind, start_date: row.start_date, end_date: row.end_date, open_time: row.open_time, close_time: row.close_time },
  population: { departmentIds: row.department_ids, identityTypes: row.identity_types, uids: row.uids },
});

/** Every submission reads its mission, which changes rarely: kept a few seconds (another process's change shows then). */
const cached = shortLived<{ row: MissionRow | null }>(1_000, 5_000, { inTransactions: true });

export async function missionById(db: DbOrTx, id: number): Promise<Mission | undefined> {
  const { row } = (await cached.get(db, id, async () => ({ row: (await q.missionById(db, id)) ?? null })))!;
  return row ? asMission(row) : undefined;
}

export async function missionOf(db: DbOrTx, id: number): Promise<Mission> {
  const mission = await missionById(db, id);
  if (!mission) throw new DomainError('fillins.notFound');
  return mission;
}

export async function missionByApp(db: DbOrTx, appId: number): Promise<Mission | undefined> {
  const row = await q.missionByApp(db, appId);
  return row ? asMission(row) : undefined;
}

export async function allMissions(db: DbOrTx): Promise<Mission[]> {
  return (await q.allMissions(db)).map(asMission);
}

export interface NewMission {
  /** A catalogue service of the fill-in type (AppType.fillIn) whose current form people fill in. */
  app_id: number;
  department_id?: number | null;
  description?: string;
  description_en?: string;
  population: { department_ids?: number[]; identity_types?: Array<'staff' | 'student' | 'other'>; uids?: string[] };
  period_kind: FillinPeriodKind;
  start_date: string;
  end_date?: string | null;
  open_time?: string;
  close_time?: string;
  on_holidays?: boolean;
  is_multi?: boolean;
  late_policy?: FillinLatePolicy;
  prefill_last?: boolean;
  remind_time?: string | null;
  created_by?: string | null;
}

/** Adds a mission to a service, and its first scheduled reminder. */
export async function addMission(db: DbOrTx, m: NewMission, now: Date): Promise<number> {
  const { population, ...rest } = m;
  const id = await q.insertMission(db, {
    ...rest,
    department_id: m.department_id ?? null,
    end_date: m.end_date ?? null,
    remind_time: m.remind_time ?? null,
    created_by: m.created_by ?? null,
    department_ids: population.department_ids ?? [],
    identity_types: population.identity_types ?? [],
    uids: population.uids ?? [],
  });
  cached.forget(db, id);
  await scheduleReminder(db, (await missionById(db, id))!, now);
  return id;
}

// ── the form ───────────────────────────────────────────────────────────────────

const forms_ = shortLived<forms.FormVersion>(1_000, 5_000, { inTransactions: true });

/** The form people fill in now: the service's current one (kept a few seconds: every submission reads it). */
export async function currentFormOf(db: DbOrTx, appId: number): Promise<forms.FormVersion> {
  const form = await forms_.get(db, appId, () => forms.currentForm(db, appId));
  if (!form) throw new DomainError('forms.noForm');
  return form;
}

// ── periods on the campus calendar ─────────────────────────────────────────────

/** Whether each of the given days is due: every day, unless a daily mission skips days that are not working days. */
export async function dueTest(db: DbOrTx, mission: Mission, days: readonly string[]): Promise<(day: string) => boolean> {
  if (mission.period_kind !== 'daily' || mission.on_holidays) return () => true;
  const years = new Map<string, (midnight: Date) => boolean>();
  for (const year of new Set(days.map((d) => d.slice(0, 4)))) years.set(year, await workingCalendar(db, new Date(instantAt(`${year}-07-01`, '12:00'))));
  return (day) => {
    const working = years.get(day.slice(0, 4));
    return working ? working(new Date(instantAt(day, '00:00'))) : true;
  };
}

export interface PeriodState {
  bounds: PeriodBounds;
  due: boolean;
}

export async function periodState(db: DbOrTx, mission: Mission, num: number): Promise<PeriodState> {
  const bounds = periodBounds(mission.plan, num);
  return { bounds, due: (await dueTest(db, mission, [bounds.due_date]))(bounds.due_date) };
}

/** How far ahead the next due period is looked for when today's is not due (a holiday). */
const LOOK_AHEAD_DAYS = 45;

/**
 * The period a person is in now: today's (the first before the start, the last after the end); when today's is not
 * due, the next one that is, within the end.
 */
export async function currentPeriod(db: DbOrTx, mission: Mission, now: Date): Promise<PeriodState> {
  const last = lastPeriodNum(mission.plan);
  const num = Math.min(Math.max(1, periodNumAt(mission.plan, now.getTime())), last ?? Number.MAX_SAFE_INTEGER);
  const today = periodBounds(mission.plan, num);
  const horizon = Array.from({ length: LOOK_AHEAD_DAYS }, (_, i) => addDays(today.due_date, i));
  const isDue = await dueTest(db, mission, horizon);
  if (isDue(today.due_date)) return { bounds: today, due: true };
  for (let n = num + 1; (last === null || n <= last) && n <= num + LOOK_AHEAD_DAYS; n++) {
    const next = periodBounds(mission.plan, n);
    if (isDue(next.due_date)) return { bounds: next, due: true };
  }
  return { bounds: today, due: false };
}

/** The due periods that have opened by now, newest first, at most `max` (the first period when none has). */
export async function openedPeriods(db: DbOrTx, mission: Mission, now: Date, max: number): Promise<PeriodBounds[]> {
  const last = lastPeriodNum(mission.plan);
  let num = Math.min(periodNumAt(mission.plan, now.getTime()), last ?? Number.MAX_SAFE_INTEGER);
  if (num >= 1 && periodBounds(mission.plan, num).opens_at > now.getTime()) num -= 1;
  const candidates: PeriodBounds[] = [];
  // Holidays skipped leave fewer than `max`: look back a little further.
  for (let n = num; n >= 1 && candidates.length < max * 2; n--) candidates.push(periodBounds(mission.plan, n));
  const isDue = await dueTest(db, mission, candidates.map((p) => p.due_date));
  const due = candidates.filter((p) => isDue(p.due_date)).slice(0, max);
  return due.length ? due : [periodBounds(mission.plan, 1)];
}

/** A period as the calls show it. */
export function fillPeriod(mission: Pick<Mission, 'period_kind'>, p: PeriodBounds, lang: Lang): FillPeriod {
  return {
    num: p.num,
    label: periodLabel(mission.period_kind, p, lang),
    due_date: p.due_date,
    opens_at: campusDateTime(new Date(p.opens_at)),
    // The window is open to the end of its closing minute: 23:59:59, shown as the last second it takes.
    closes_at: campusDateTime(new Date(p.closes_at - 1_000)),
  };
}

export const today = (now: Date): string => campusDayAt(now.getTime());
