/**
 * A period's people for holders of tb-report, within their data scope: who is missing (getFillMissing) and reminding
 * them (remindFillMissing: once per scope per FILLIN_REMIND_INTERVAL_MINUTES, the database deciding), the
 * submissions (getFillSubmissions) and one of them (getFillSubmission, also for its own submitter).
 */
import type { FillSubmission } from '../../../../contract/calls/fillins';
import { START_NODE_ID } from '../../../../contract/forms/schema';
import { FILLIN_REMIND_INTERVAL_MINUTES } from '../../../../contract/rules/fillin';
import { isPeriodNum, periodBounds } from '../../../../contract/rules/fillin-periods';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { appNames } from '../apps/apps.service';
import * as forms from '../forms/forms.service';
import { departmentNames } from '../org/org.service';
import { peopleProfiles, populationPage } from '../org/population.service';
import * as q from './fillins.queries';
import { fillPeriod, missionOf, type Mission } from './missions.service';
import { missingPeople, remindPeople } from './reminder-jobs';
import * as r from './reminders.queries';
import { readScope, type ReadScope } from './scope';

export interface PeriodAsk {
  mission_id: number;
  period_num: number;
  department_id?: number;
  class_name?: string;
}

interface Page {
  p: number;
  pageSize: number;
}

/** The mission, the period asked of it and the caller's scope narrowed as asked. */
export async function periodInScope(db: DbOrTx, uid: string, ask: PeriodAsk): Promise<{ mission: Mission; scope: ReadScope }> {
  const mission = await missionOf(db, ask.mission_id);
  if (!isPeriodNum(mission.plan, ask.period_num)) throw new DomainError('fillins.noSuchPeriod', { num: ask.period_num });
  return { mission, scope: await readScope(db, uid, ask) };
}

const nameOf = (names: Map<number, string>, id: number) => names.get(id) ?? '';

export async function fillMissing(db: DbOrTx, uid: string, lang: Lang, ask: PeriodAsk, page: Page) {
  const { mission, scope } = await periodInScope(db, uid, ask);
  const submitted = await q.submittedUids(db, { missionId: mission.id, periodNum: ask.period_num, within: null, className: null });
  const found = await populationPage(db, mission.population, { within: scope.within ?? 'all', className: scope.className ?? undefined, excluding: submitted }, page);
  const [names, reminded] = await Promise.all([
    departmentNames(db, found.list.map((p) => p.department_id), lang),
    r.remindedAt(db, mission.id, ask.period_num, found.list.map((p) => p.uid)),
  ]);
  return {
    list: found.list.map((p) => ({
      uid: p.uid,
      name: p.name,
      number: p.number,
      class_name: p.class_name,
      department: nameOf(names, p.department_id),
      reminded_at: campusDateTime(reminded.find((x) => x.uid === p.uid)?.reminded_at ?? null),
    })),
    total: found.total,
    p: page.p,
    page_size: page.pageSize,
  };
}

export async function fillSubmissions(db: DbOrTx, uid: string, lang: Lang, ask: PeriodAsk, page: Page) {
  const { mission, scope } = await periodInScope(db, uid, ask);
  const rows = { missionId: mission.id, periodNum: ask.period_num, within: scope.within, className: scope.className };
  const [found, total] = await Promise.all([q.periodPage(db, rows, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize }), q.periodCount(db, rows)]);
  const [people, names] = await Promise.all([peopleProfiles(db, found.map((s) => s.uid)), departmentNames(db, found.map((s) => s.department_id), lang)]);
  return {
    list: found.map((s) => ({
      id: s.id,
      uid: s.uid,
      name: people.get(s.uid)?.name ?? '',
      number: people.get(s.uid)?.number ?? '',
      department: nameOf(names, s.department_id),
      class_name: s.class_name,
      created: campusDateTime(s.created_at),
      late: s.late,
    })),
    total,
    p: page.p,
    page_size: page.pageSize,
  };
}

/** One submission (the ownership guard let the caller through: their own, or one in their tb-report scope). */
export async function fillSubmission(db: DbOrTx, uid: string, lang: Lang, id: number, now: Date): Promise<FillSubmission> {
  const s = await q.submissionById(db, id);
  if (!s) throw new DomainError('fillins.submissionNotFound');
  const mission = await missionOf(db, s.mission_id);
  const period = periodBounds(mission.plan, s.period_num);
  const [form, names, people, departments] = await Promise.all([
    forms.formVersion(db, s.form_version_id),
    appNames(db, [mission.app_id], lang),
    peopleProfiles(db, [s.uid]),
    departmentNames(db, [s.department_id], lang),
  ]);
  const person = people.get(s.uid);
  return {
    id: s.id,
    mission_id: mission.id,
    app_name: names.get(mission.app_id) ?? '',
    period: fillPeriod(mission, period, lang),
    uid: s.uid,
    name: person?.name ?? '',
    number: person?.number ?? '',
    department: nameOf(departments, s.department_id),
    class_name: s.class_name,
    created: campusDateTime(s.created_at),
    updated: campusDateTime(s.updated_at),
    late: s.late,
    form: { version: form?.version ?? 0, schema: form ? forms.formForReader(form.schema, START_NODE_ID, s.values, lang) : { form_no: 1, fields: [] } },
    values: JSON.stringify(s.values),
    editable: s.uid === uid && mission.status === 'active' && now.getTime() < period.closes_at,
  };
}

export async function remindMissing(db: DbOrTx, uid: string, ask: PeriodAsk, now: Date): Promise<{ reminded: number }> {
  const { mission, scope } = await periodInScope(db, uid, ask);
  const period = periodBounds(mission.plan, ask.period_num);
  if (now.getTime() < period.opens_at) throw new DomainError('fillins.notOpen', { opensAt: campusDateTime(new Date(period.opens_at)) });
  const missing = await missingPeople(db, mission, ask.period_num, scope);
  if (missing.length === 0) return { reminded: 0 };
  await inTransaction(db, async (tx) => {
    const base = { missionId: mission.id, periodNum: ask.period_num, scope: scope.key };
    if (!(await r.claimScope(tx, { ...base, at: now, byUid: uid, reminded: missing.length, intervalMinutes: FILLIN_REMIND_INTERVAL_MINUTES }))) {
      const last = await r.scopeReminder(tx, mission.id, ask.period_num, scope.key);
      const waitMs = (last ? last.reminded_at.getTime() : now.getTime()) + FILLIN_REMIND_INTERVAL_MINUTES * 60_000 - now.getTime();
      throw new DomainError('fillins.remindTooSoon', { at: campusDateTime(last?.reminded_at ?? now), minutes: Math.max(1, Math.ceil(waitMs / 60_000)) });
    }
    await remindPeople(tx, mission, period, missing, now);
  });
  return { reminded: missing.length };
}
