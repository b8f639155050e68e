/**
 * The demo campus's fill-ins (./campus/fillins.ts): each a catalogue service of the fill-in type with its form (as the
 * catalogue's demo adds services), its mission through the fill-ins area, and a history of past periods in which most
 * people filled in, some late, imported in bulk with its figures. The current period is partly filled; the demo
 * student has filled every past day of the health check-in but not today's (so 免填 offers yesterday's answers).
 */
import type { Transaction } from 'kysely';
import { AppType } from '../../contract/constants';
import { addDays, periodBounds, periodNumAt, weekday } from '../../contract/rules/fillin-periods';
import type { Database } from '../src/db/database';
import { campusDate } from '../src/domain/campus-time';
import { addMission, importSubmissions, type PastSubmission } from '../src/modules/fillins/fillins.service';
import { publishForm } from '../src/modules/forms/forms.service';
import { populationUids } from '../src/modules/org/population.service';
import { demoAccounts } from './campus/accounts';
import { categoryLogos } from './campus/content';
import { demoMissions, type DemoMission } from './campus/fillins';
import type { Random } from './campus/random';
import type { DemoCampus } from './demo-campus';

const HOUR = 3_600_000;

/** The first day of the period `back` periods before today's. */
function startDate(kind: DemoMission['mission']['period_kind'], today: string, back: number): string {
  if (kind === 'weekly') return addDays(today, 1 - weekday(today) - 7 * back);
  if (kind === 'monthly') {
    const [y, m] = today.split('-').map(Number);
    const month = y * 12 + m - 1 - back;
    return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`;
  }
  return addDays(today, -back);
}

async function addService(tx: Transaction<Database>, campus: DemoCampus, d: DemoMission): Promise<number> {
  const s = d.service;
  const category = await tx.selectFrom('app_categories').select('id').where('name', '=', s.category).executeTakeFirst();
  const { id } = await tx
    .insertInto('apps')
    .values({
      name: s.name, name_en: s.name_en, type: AppType.fillIn, description: s.description, description_en: s.description_en, audiences: s.audiences,
      category_id: category?.id ?? null, department_id: campus.departmentIds.get(d.office) ?? null, logo_url: `/static/demo/logo-${categoryLogos[s.category] ?? 'student'}.svg`,
      // A fill-in is asked of its people (我的填报), not started from the hall: it stays out of the hall, home and search.
      enabled: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  campus.appIds.set(s.name, id);
  await publishForm(tx, id, d.form);
  return id;
}

/** Who filled a period in, when, and whether late: a share of the population, in the window (late ones after it). */
function periodHistory(random: Random, d: DemoMission, people: string[], period: ReturnType<typeof periodBounds>, current: boolean, now: number, keyPrefix: string): PastSubmission[] {
  const share = current ? d.rate.current : d.rate.past[0] + random.next() * (d.rate.past[1] - d.rate.past[0]);
  const until = current ? now : period.closes_at;
  if (until <= period.opens_at) return [];
  const rows: PastSubmission[] = [];
  for (const uid of people) {
    // The demo student fills every past health check-in in and has not filled today's yet.
    const always = uid === demoAccounts.student.account && d.mission.period_kind === 'daily';
    if (current ? always : !always && random.next() >= share) continue;
    const late = !current && d.mission.late_policy === 'accept' && !always && random.next() < d.lateShare;
    // Most people fill in early in the window; late ones within a day after it.
    const at = Math.min(now, late ? period.closes_at + random.next() * 20 * HOUR : period.opens_at + Math.pow(random.next(), 2) * (until - period.opens_at));
    rows.push({ uid, periodNum: period.num, values: d.values(random, campusDate(new Date(at))), late, createdAt: new Date(Math.floor(at)), requestKey: `${keyPrefix}-${period.num}` });
  }
  return rows;
}

export async function seedFillins(tx: Transaction<Database>, campus: DemoCampus): Promise<void> {
  const now = new Date();
  const today = campusDate(now);
  for (const d of demoMissions) {
    const appId = await addService(tx, campus, d);
    const start = startDate(d.mission.period_kind, today, d.history);
    const population = { ...d.mission.population, department_ids: d.departments.map((code) => campus.departmentIds.get(code)!) };
    const missionId = await addMission(tx, { ...d.mission, app_id: appId, department_id: campus.departmentIds.get(d.office) ?? null, population, start_date: start }, now);
    const people = await populationUids(tx, { departmentIds: population.department_ids, identityTypes: population.identity_types ?? [], uids: [] }, { within: 'all' });
    const plan = { kind: d.mission.period_kind, start_date: start, end_date: null, open_time: d.mission.open_time ?? '00:00', close_time: d.mission.close_time ?? '23:59' };
    const current = periodNumAt(plan, now.getTime());
    const rows: PastSubmission[] = [];
    for (let n = 1; n <= current; n++) rows.push(...periodHistory(campus.random, d, people, periodBounds(plan, n), n === current, now.getTime(), `demo-${appId}`));
    await importSubmissions(tx, missionId, rows);
  }
}
