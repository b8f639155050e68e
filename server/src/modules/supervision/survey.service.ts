/**
 * The service overview (服务概览) and department services (部门服务): a period's figures in all, by day, by service
 * and by department (the office handling the service), within the supervisor's scope, read from the figures kept per
 * day and service (./figures.queries.ts).
 */
import type { DepartmentFigures, DepartService, Figures, ServiceFigures, ServiceSurvey } from '../../../../contract/calls/supervision';
import { Permit } from '../../../../contract/rules/permissions';
import type { DbOrTx } from '../../db/database';
import { campusDayStart } from '../../domain/campus-time';
import type { Lang } from '../../domain/lang';
import * as apps from '../apps/apps.service';
import * as matters from '../matters/matters.service';
import type { SessionUser } from '../org/org.service';
import { addDays, dayRange } from '../reports/reports.service';
import * as q from './figures.queries';
import { percentileOf } from './handling-buckets';
import { supervisionScope, type SupervisionScope } from './scope';

/** The period a page shows when none is asked for: the last 30 campus days. */
const DEFAULT_DAYS = 30;

type Buckets = { bucket: number; n: number }[];
/** A service's ratings in the period: how many, and their stars summed. */
type Rated = { ratings: number; stars: number };

/** Figures of summed rows, their handling-time buckets and the ratings given. */
export function figuresOf(rows: readonly q.SummedRow[], buckets: Buckets, rated: readonly Rated[] = []): Figures {
  const sum = (k: 'started' | 'open' | 'ended' | 'completed' | 'overdue' | 'work_seconds') => rows.reduce((s, r) => s + r[k], 0);
  const finished = sum('ended');
  const ratings = rated.reduce((n, r) => n + r.ratings, 0);
  return {
    ratings,
    stars: ratings ? Math.round((rated.reduce((n, r) => n + r.stars, 0) / ratings) * 10) / 10 : 0,
    started: sum('started'),
    in_progress: Math.max(0, sum('open')),
    finished,
    completed: sum('completed'),
    avg_seconds: finished ? Math.round(sum('work_seconds') / finished) : 0,
    p90_seconds: Math.round(percentileOf(buckets, 0.9)),
    overdue: sum('overdue'),
  };
}

interface PeriodFigures {
  range: { from: string; to: string };
  scope: SupervisionScope;
  byService: Map<number, Figures>;
  buckets: Map<number, Buckets>;
  rows: Map<number, q.SummedRow>;
  rated: Map<number, Rated>;
}

async function periodFigures(db: DbOrTx, user: SessionUser, lang: Lang, permit: string, asked: { from?: string; to?: string }, now: Date): Promise<PeriodFigures> {
  const range = dayRange(asked, DEFAULT_DAYS, now);
  const scope = await supervisionScope(db, user, lang, permit);
  const period = { from: range.from, to: range.to, appIds: scope.appIds };
  const [summed, counted, given] = await Promise.all([
    q.summed(db, period, 'service'),
    q.bucketsByService(db, period),
    matters.ratingsBetween(db, campusDayStart(range.from) as Date, campusDayStart(addDays(range.to, 1)) as Date, scope.appIds),
  ]);
  const buckets = new Map<number, Buckets>();
  for (const b of counted) buckets.set(b.app_id, [...(buckets.get(b.app_id) ?? []), b]);
  const rows = new Map(summed.map((r) => [Number(r.key), r]));
  const rated = new Map(given.map((r) => [r.app_id, { ratings: Number(r.ratings), stars: Number(r.stars) }]));
  const ids = new Set([...rows.keys(), ...rated.keys()]);
  const byService = new Map([...ids].map((id) => [id, figuresOf(rows.has(id) ? [rows.get(id) as q.SummedRow] : [], buckets.get(id) ?? [], rated.has(id) ? [rated.get(id) as Rated] : [])]));
  return { range: { from: range.from, to: range.to }, scope, byService, buckets, rows, rated };
}

/** Each service with figures in the period, or published, busiest first. */
async function serviceRows(db: DbOrTx, lang: Lang, f: PeriodFigures, services: SupervisionScope['services']): Promise<ServiceFigures[]> {
  const shown = services.filter((s) => s.enabled || f.byService.has(s.id));
  const names = await apps.appNames(db, shown.map((s) => s.id), lang);
  const offices = new Map(f.scope.data.departments.map((d) => [d.id, d.name]));
  const empty = figuresOf([], []);
  return shown
    .map((s) => ({ app_id: s.id, name: names.get(s.id) ?? '', department: s.department_id === null ? '' : offices.get(s.department_id) ?? '', ...(f.byService.get(s.id) ?? empty) }))
    .sort((a, b) => b.started - a.started || b.finished - a.finished || a.app_id - b.app_id);
}

/** The figures of some services together. */
function together(f: PeriodFigures, ids: readonly number[]): Figures {
  return figuresOf(ids.flatMap((id) => f.rows.get(id) ?? []), ids.flatMap((id) => f.buckets.get(id) ?? []), ids.flatMap((id) => f.rated.get(id) ?? []));
}

export async function serviceSurvey(db: DbOrTx, user: SessionUser, lang: Lang, asked: { from?: string; to?: string }, now: Date): Promise<ServiceSurvey> {
  const f = await periodFigures(db, user, lang, Permit.serviceSituation, asked, now);
  const byDay = new Map((await q.summed(db, { ...f.range, appIds: f.scope.appIds }, 'day')).map((r) => [r.key, r]));
  const trend: ServiceSurvey['trend'] = [];
  for (let day = f.range.from; day <= f.range.to; day = addDays(day, 1)) trend.push({ day, started: byDay.get(day)?.started ?? 0, finished: byDay.get(day)?.ended ?? 0 });
  return {
    ...f.range,
    services_online: f.scope.services.filter((s) => s.enabled).length,
    total: together(f, [...new Set([...f.rows.keys(), ...f.rated.keys()])]),
    trend,
    services: await serviceRows(db, lang, f, f.scope.services),
  };
}

/** Departments ranked: most applications finished first, then the fastest on average. */
function ranked(rows: Omit<DepartmentFigures, 'rank'>[]): DepartmentFigures[] {
  const sorted = [...rows].sort((a, b) => b.finished - a.finished || a.avg_seconds - b.avg_seconds || a.department_id - b.department_id);
  return sorted.map((r, i) => ({ ...r, rank: i + 1 }));
}

export async function departService(db: DbOrTx, user: SessionUser, lang: Lang, asked: { from?: string; to?: string; department_id?: number }, now: Date): Promise<DepartService> {
  const f = await periodFigures(db, user, lang, Permit.departService, asked, now);
  const narrowed = asked.department_id === undefined ? undefined : f.scope.data.narrowTo(asked.department_id);
  const servicesOf = (ids: readonly number[]) => f.scope.services.filter((s) => s.department_id !== null && ids.includes(s.department_id));
  const departments = f.scope.data.departments
    .map((d) => ({ d, ids: servicesOf([d.id]).map((s) => s.id) }))
    .filter(({ ids }) => ids.length > 0)
    .map(({ d, ids }) => ({ department_id: d.id, name: d.name, services: ids.length, ...together(f, ids) }));
  return { ...f.range, departments: ranked(departments), services: narrowed ? await serviceRows(db, lang, f, servicesOf(narrowed)) : [] };
}
