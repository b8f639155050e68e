/**
 * A person's side of fill-ins: 我的填报 (fillreportmylist: their missions with the current period's status, to fill
 * first and closing soonest), a mission's fill page for a period (getFillMission, with 免填's last values), and their
 * history of one mission (getMyFillHistory).
 */
import type { FillMission, FillReport } from '../../../../contract/calls/fillins';
import { AppType } from '../../../../contract/constants';
import { START_NODE_ID } from '../../../../contract/forms/schema';
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { FillinStatus } from '../../../../contract/rules/fillin';
import { addDays, isPeriodNum, periodBounds, periodLabel, personStatus, STATUS_ORDER } from '../../../../contract/rules/fillin-periods';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { appNames } from '../apps/apps.service';
import * as forms from '../forms/forms.service';
import { departmentName, type SessionUser } from '../org/org.service';
import { placementOf, standsIn } from '../org/population.service';
import { refusalText } from './fillins.errors';
import * as q from './fillins.queries';
import { currentFormOf, currentPeriod, fillPeriod, missionOf, periodState, today, type Mission, type PeriodState } from './missions.service';
import { admission } from './submit.service';

/** Missions whose last period ended this many days ago still show in 我的填报, with how it went. */
const SHOWN_AFTER_END_DAYS = 30;

interface Page {
  p: number;
  pageSize: number;
}

export async function myFillReports(db: DbOrTx, user: SessionUser, lang: Lang, status: FillinStatus | undefined, page: Page, now: Date) {
  const person = await placementOf(db, user);
  const missions = await q.missionsOf(db, { uid: user.uid, identity_type: person.identity_type, chain: person.chain }, addDays(today(now), -SHOWN_AFTER_END_DAYS));
  const states = await Promise.all(missions.map(async (row) => currentPeriod(db, await missionOf(db, row.id), now)));
  const counts = await q.ownCounts(db, user.uid, missions.map((m, i) => ({ mission: m.id, period: states[i].bounds.num })));
  const names = await appNames(db, missions.map((m) => m.app_id), lang);
  const reports = missions.map((m, i): FillReport => {
    const { bounds, due } = states[i];
    const submitted = counts.find((c) => c.mission_id === m.id && c.period_num === bounds.num)?.n ?? 0;
    const period = fillPeriod(m, bounds, lang);
    return {
      id: m.id,
      app_id: m.app_id,
      period_num: bounds.num,
      app_type: AppType.fillIn,
      is_multi: m.is_multi ? 1 : 0,
      app_name: names.get(m.app_id) ?? '',
      created: period.opens_at,
      status: personStatus({ period: bounds, due, submitted, latePolicy: m.late_policy, now: now.getTime() }),
      period_kind: m.period_kind,
      period_label: period.label,
      closes_at: period.closes_at,
      submitted,
    };
  });
  const listed = reports
    .filter((r) => status === undefined || r.status === status)
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.closes_at.localeCompare(b.closes_at) || a.id - b.id);
  const from = (page.p - 1) * page.pageSize;
  return { list: listed.slice(from, from + page.pageSize), total: listed.length, p: page.p, page_size: page.pageSize };
}

/** The person's mission, or its refusal: only its population fills it in. */
async function ownMission(db: DbOrTx, user: SessionUser, id: number): Promise<Mission> {
  const mission = await missionOf(db, id);
  if (!standsIn(mission.population, await placementOf(db, user))) throw new DomainError('fillins.notInPopulation');
  return mission;
}

async function periodAsked(db: DbOrTx, mission: Mission, num: number | undefined, now: Date): Promise<PeriodState> {
  if (num === undefined) return currentPeriod(db, mission, now);
  if (!isPeriodNum(mission.plan, num)) throw new DomainError('fillins.noSuchPeriod', { num });
  return periodState(db, mission, num);
}

/** Why the person may not submit for the period now ('' when they may), and whether a submission would be late. */
async function mayFill(db: DbOrTx, mission: Mission, user: SessionUser, state: PeriodState, filled: boolean, lang: Lang, now: Date): Promise<{ refusal: string; late: boolean }> {
  try {
    const { late } = await admission(db, mission, user, state.bounds.num, now, false);
    if (filled && !mission.is_multi) return { refusal: refusalText(new DomainError('fillins.alreadyFilled'), lang), late };
    return { refusal: '', late };
  } catch (err) {
    if (err instanceof DomainError && err.code.startsWith('fillins.')) return { refusal: refusalText(err, lang), late: false };
    throw err;
  }
}

export async function fillMission(db: DbOrTx, user: SessionUser, lang: Lang, input: { id: number; period_num?: number }, now: Date): Promise<FillMission> {
  const mission = await ownMission(db, user, input.id);
  const state = await periodAsked(db, mission, input.period_num, now);
  const [mine, form, names, department] = await Promise.all([
    q.ownInPeriod(db, user.uid, mission.id, state.bounds.num),
    currentFormOf(db, mission.app_id),
    appNames(db, [mission.app_id], lang),
    departmentName(db, mission.department_id, lang),
  ]);
  const { refusal, late } = await mayFill(db, mission, user, state, mine.length > 0, lang, now);
  const last = mission.prefill_last ? await q.lastBefore(db, user.uid, mission.id, state.bounds.num) : undefined;
  return {
    id: mission.id,
    app_id: mission.app_id,
    name: names.get(mission.app_id) ?? '',
    description: inLanguage(mission.description, mission.description_en, lang),
    department,
    period_kind: mission.period_kind,
    is_multi: mission.is_multi ? 1 : 0,
    late_policy: mission.late_policy,
    period: fillPeriod(mission, state.bounds, lang),
    status: personStatus({ period: state.bounds, due: state.due, submitted: mine.length, latePolicy: mission.late_policy, now: now.getTime() }),
    server_time: campusDateTime(now),
    refusal,
    late,
    form: { version: form.version, schema: forms.formForReader(form.schema, START_NODE_ID, {}, lang) },
    mine: mine.map((s) => ({ id: s.id, created: campusDateTime(s.created_at), updated: campusDateTime(s.updated_at), late: s.late })),
    last_values: last ? JSON.stringify(last.values) : '',
    last_period_label: last ? periodLabel(mission.period_kind, periodBounds(mission.plan, last.period_num), lang) : '',
  };
}

export async function myFillHistory(db: DbOrTx, user: SessionUser, lang: Lang, missionId: number, page: Page) {
  const mission = await ownMission(db, user, missionId);
  const rows = await q.ownHistory(db, user.uid, mission.id, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  return {
    list: rows.map((r) => ({ id: r.id, period: fillPeriod(mission, periodBounds(mission.plan, r.period_num), lang), created: campusDateTime(r.created_at), late: r.late })),
    total: rows[0]?.total ?? (page.p > 1 ? (await q.ownHistory(db, user.uid, mission.id, { offset: 0, limit: 1 }))[0]?.total ?? 0 : 0),
    p: page.p,
    page_size: page.pageSize,
  };
}
