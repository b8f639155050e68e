/**
 * What other areas ask of fill-ins. The data center (reports) reads a mission's figures here, from those kept as
 * submissions arrive, never the submissions.
 */
import { periodLabel, periodsDueBetween } from '../../../../contract/rules/fillin-periods';
import type { DbOrTx } from '../../db/database';
import type { Lang } from '../../domain/lang';
import type { FormValues } from '../../../../contract/forms/schema';
import { departmentNames } from '../org/org.service';
import { peopleProfiles } from '../org/population.service';
import { figuresOf, shardOf } from './figures';
import * as f from './figures.queries';
import { currentFormOf, dueTest, missionByApp, missionOf } from './missions.service';
import { populationIn } from './stats.service';
import { SHARDS } from './submit.service';

export { addMission, missionByApp, type NewMission } from './missions.service';

/**
 * Submission figures of the mission opened by service `appId`, for the data center, within `departments`: per
 * department (key its id, label its name) or per period (key its number, label its label), over the periods due
 * between `from` and `to` (campus dates, inclusive, on the periods' due dates; days not due are left out). `submitted`
 * counts people who submitted in each period, summed over the periods; `population` the people due, likewise (a
 * department of 30 over 7 daily periods is 210), so submitted / population is the rate.
 */
export async function fillinFigures(
  db: DbOrTx,
  q: {
    appId: number;
    groupBy: 'department' | 'period';
    from: string;
    to: string;
    departments: number[] | 'all';
    lang: Lang;
  },
): Promise<{ key: string; label: string; submitted: number; population: number }[]> {
  const mission = await missionByApp(db, q.appId);
  if (!mission || q.from > q.to) return [];
  const candidates = periodsDueBetween(mission.plan, q.from, q.to);
  const isDue = await dueTest(db, mission, candidates.map((p) => p.due_date));
  const periods = candidates.filter((p) => isDue(p.due_date));
  if (periods.length === 0) return [];
  const within = q.departments === 'all' ? null : q.departments;
  const [counted, groups] = await Promise.all([
    f.counts(db, { missionId: mission.id, periodNums: periods.map((p) => p.num), within, className: null }),
    populationIn(db, mission, within, null),
  ]);
  const people = groups.reduce((n, g) => n + g.n, 0);
  if (q.groupBy === 'period') {
    return periods.map((p) => ({
      key: String(p.num),
      label: periodLabel(mission.period_kind, p, q.lang),
      submitted: counted.filter((c) => c.period_num === p.num).reduce((n, c) => n + c.submitted, 0),
      population: people,
    }));
  }
  const ids = [...new Set([...groups, ...counted].map((g) => g.department_id))].sort((a, b) => a - b);
  const names = await departmentNames(db, ids, q.lang);
  return ids.map((id) => ({
    key: String(id),
    label: names.get(id) ?? (q.lang === 'zh' ? '未分配部门' : 'No department'),
    submitted: counted.filter((c) => c.department_id === id).reduce((n, c) => n + c.submitted, 0),
    population: groups.filter((g) => g.department_id === id).reduce((n, g) => n + g.n, 0) * periods.length,
  }));
}

export interface PastSubmission {
  uid: string;
  periodNum: number;
  /** Values as the form's validator leaves them (the caller vouches for them: they are not checked again). */
  values: FormValues;
  late: boolean;
  createdAt: Date;
  requestKey: string;
}

/**
 * Many earlier submissions of one mission at once, with their figures, in bulk (the demo campus's history, a
 * benchmark's load): each made where its person stands now, on the current form, one per person and period.
 */
export async function importSubmissions(db: DbOrTx, missionId: number, rows: PastSubmission[]): Promise<void> {
  const mission = await missionOf(db, missionId);
  const form = await currentFormOf(db, mission.app_id);
  const people = await peopleProfiles(db, rows.map((r) => r.uid));
  const made = rows.map((r) => ({
    missionId,
    periodNum: r.periodNum,
    uid: r.uid,
    departmentId: people.get(r.uid)?.department_id ?? 0,
    className: people.get(r.uid)?.class_name ?? '',
    shard: shardOf(r.uid, SHARDS),
    seq: 1,
    formVersionId: form.id,
    values: JSON.stringify(r.values),
    late: r.late,
    requestKey: r.requestKey,
    createdAt: r.createdAt,
  }));
  await f.insertMany(db, made, rows.map((r) => figuresOf(form.schema, r.values)));
}
