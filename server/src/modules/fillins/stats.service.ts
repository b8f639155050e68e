/**
 * 填报统计 for holders of tb-report, within their data scope: the missions with people in it (getFillMissions), and a
 * period's figures (getFillStats): submitted, late and rate by department and class, and each field's summary. Every
 * figure comes from those kept as submissions arrive; the population's sizes from the organisation (a group-by of
 * people, kept half a minute). The data center reads a mission's figures through `fillinFigures` (fillins.service.ts).
 */
import type { FillMissionSummary, FillStats } from '../../../../contract/calls/fillins';
import { isPeriodNum, periodBounds, type PeriodBounds } from '../../../../contract/rules/fillin-periods';
import type { DbOrTx } from '../../db/database';
import { shortLived } from '../../db/memo';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { appNames } from '../apps/apps.service';
import { departmentName, departmentNames } from '../org/org.service';
import { departmentSubtree, populationCounts } from '../org/population.service';
import { summaries } from './figures';
import * as f from './figures.queries';
import { allMissions, currentFormOf, fillPeriod, missionOf, openedPeriods, type Mission } from './missions.service';
import { readScope, reportScope, type ReadScope } from './scope';

/** The periods getFillStats offers to choose from. */
const PERIODS_OFFERED = 60;

type Group = { department_id: number; class_name: string; n: number };

/** The people a population has in a scope, by department and class: they change rarely, so they are kept half a minute. */
const populations = shortLived<{ rows: Group[] }>(2_000, 30_000);

export async function populationIn(db: DbOrTx, mission: Mission, within: number[] | null, className: string | null): Promise<Group[]> {
  const key = `${mission.id}|${within?.join(',') ?? '*'}|${className ?? ''}`;
  const found = await populations.get(db, key, async () => ({ rows: await populationCounts(db, mission.population, { within: within ?? 'all', className: className ?? undefined }) }));
  return found!.rows;
}

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
export const rateOf = (submitted: number, population: number) => (population > 0 ? Math.round(Math.min(1, submitted / population) * 10_000) / 10_000 : 0);

/** The submitted and late people of one period in a scope, by department and class. */
function periodCounts(db: DbOrTx, mission: Mission, periodNum: number, scope: Pick<ReadScope, 'within' | 'className'>) {
  return f.counts(db, { missionId: mission.id, periodNums: [periodNum], within: scope.within, className: scope.className });
}

async function summaryOf(db: DbOrTx, mission: Mission, period: PeriodBounds, scope: Pick<ReadScope, 'within' | 'className'>, lang: Lang): Promise<FillMissionSummary> {
  const [names, department, groups, counted] = await Promise.all([
    appNames(db, [mission.app_id], lang),
    departmentName(db, mission.department_id, lang),
    populationIn(db, mission, scope.within, scope.className),
    periodCounts(db, mission, period.num, scope),
  ]);
  const population = sum(groups, (g) => g.n);
  const submitted = sum(counted, (c) => c.submitted);
  return {
    id: mission.id,
    app_id: mission.app_id,
    name: names.get(mission.app_id) ?? '',
    department,
    period_kind: mission.period_kind,
    period: fillPeriod(mission, period, lang),
    population,
    submitted,
    rate: rateOf(submitted, population),
  };
}

/** Whether a mission may have people in a scope: one with no departments named (identities, people) may anywhere. */
async function reaches(db: DbOrTx, mission: Mission, reach: number[] | 'all'): Promise<boolean> {
  if (reach === 'all' || mission.department_ids.length === 0) return true;
  return (await departmentSubtree(db, mission.department_ids)).some((id) => reach.includes(id));
}

export async function fillMissions(db: DbOrTx, uid: string, lang: Lang, input: { keyword?: string; p: number; pageSize: number }, now: Date) {
  const reach = await reportScope(db, uid);
  const missions = await allMissions(db);
  const names = await appNames(db, missions.map((m) => m.app_id), lang);
  const keyword = input.keyword?.trim().toLowerCase() ?? '';
  const matching: Mission[] = [];
  for (const m of missions) if ((!keyword || (names.get(m.app_id) ?? '').toLowerCase().includes(keyword)) && (await reaches(db, m, reach))) matching.push(m);
  const from = (input.p - 1) * input.pageSize;
  const scope = { within: reach === 'all' ? null : reach, className: null };
  const list = await Promise.all(matching.slice(from, from + input.pageSize).map(async (m) => summaryOf(db, m, (await openedPeriods(db, m, now, 1))[0], scope, lang)));
  return { list, total: matching.length, p: input.p, page_size: input.pageSize };
}

export async function fillStats(db: DbOrTx, uid: string, lang: Lang, input: { mission_id: number; period_num?: number; department_id?: number }, now: Date): Promise<FillStats> {
  const mission = await missionOf(db, input.mission_id);
  const scope = await readScope(db, uid, { department_id: input.department_id });
  const periods = await openedPeriods(db, mission, now, PERIODS_OFFERED);
  if (input.period_num !== undefined && !isPeriodNum(mission.plan, input.period_num)) throw new DomainError('fillins.noSuchPeriod', { num: input.period_num });
  const period = input.period_num === undefined ? periods[0] : periodBounds(mission.plan, input.period_num);
  const [summary, groups, counted, totals, form] = await Promise.all([
    summaryOf(db, mission, period, scope, lang),
    populationIn(db, mission, scope.within, null),
    periodCounts(db, mission, period.num, scope),
    f.fieldTotals(db, { missionId: mission.id, periodNums: [period.num], within: scope.within, className: null }),
    currentFormOf(db, mission.app_id),
  ]);
  const departmentIds = [...new Set([...groups, ...counted].map((g) => g.department_id))].sort((a, b) => a - b);
  const names = await departmentNames(db, departmentIds, lang);
  const noDepartment = lang === 'zh' ? '未分配部门' : 'No department';
  const figuresOf = (pick: (g: { department_id: number; class_name: string }) => boolean) => {
    const population = sum(groups.filter(pick), (g) => g.n);
    const counts = counted.filter(pick);
    const submitted = sum(counts, (c) => c.submitted);
    return { population, submitted, late: sum(counts, (c) => c.late), rate: rateOf(submitted, population) };
  };
  const classes = [...new Map([...groups, ...counted].filter((g) => g.class_name !== '').map((g) => [`${g.department_id}|${g.class_name}`, g])).values()].sort(
    (a, b) => a.department_id - b.department_id || a.class_name.localeCompare(b.class_name),
  );
  return {
    mission: summary,
    period: fillPeriod(mission, period, lang),
    periods: periods.map((p) => fillPeriod(mission, p, lang)),
    totals: figuresOf(() => true),
    departments: departmentIds.map((id) => ({ department_id: id, name: names.get(id) ?? noDepartment, ...figuresOf((g) => g.department_id === id) })),
    classes: classes.map((c) => ({ department_id: c.department_id, class_name: c.class_name, ...figuresOf((g) => g.department_id === c.department_id && g.class_name === c.class_name) })),
    fields: summaries(
      form.schema,
      totals.map((t) => ({ ...t, sum: t.sum === null ? null : Number(t.sum), min: t.min === null ? null : Number(t.min), max: t.max === null ? null : Number(t.max) })),
      lang,
    ),
  };
}
