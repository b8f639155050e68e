/** Fill-in missions and submissions. */
import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { FillinMissionsTable } from './fillins.table';

export function missionById(db: DbOrTx, id: number) {
  return db.selectFrom('fillin_missions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function missionByApp(db: DbOrTx, appId: number) {
  return db.selectFrom('fillin_missions').selectAll().where('app_id', '=', appId).executeTakeFirst();
}

export function allMissions(db: DbOrTx) {
  return db.selectFrom('fillin_missions').selectAll().orderBy('id', 'desc').execute();
}

export async function insertMission(db: DbOrTx, values: Insertable<FillinMissionsTable>): Promise<number> {
  return (await db.insertInto('fillin_missions').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * The active missions a person stands in (by their department and those above it, their identity type, or by name)
 * that run on or after `since` (a campus date).
 */
export function missionsOf(db: DbOrTx, person: { uid: string; identity_type: string; chain: number[] }, since: string) {
  return db
    .selectFrom('fillin_missions')
    .selectAll()
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', since)]))
    .where(
      sql<boolean>`((cardinality(department_ids) + cardinality(identity_types) > 0
          AND (cardinality(department_ids) = 0 OR department_ids && ${person.chain}::int[])
          AND (cardinality(identity_types) = 0 OR ${person.identity_type}::text = ANY(identity_types)))
        OR ${person.uid}::text = ANY(uids))`,
    )
    .orderBy('id')
    .execute();
}

export function submissionByKey(db: DbOrTx, uid: string, requestKey: string) {
  return db.selectFrom('fillin_submissions').select(['id', 'late']).where('uid', '=', uid).where('request_key', '=', requestKey).executeTakeFirst();
}

export function submissionById(db: DbOrTx, id: number) {
  return db.selectFrom('fillin_submissions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockSubmission(db: DbOrTx, id: number) {
  return db.selectFrom('fillin_submissions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function nextSeq(db: DbOrTx, missionId: number, periodNum: number, uid: string): Promise<number> {
  const row = await db
    .selectFrom('fillin_submissions')
    .select(sql<number>`coalesce(max(seq), 0) + 1`.as('seq'))
    .where('mission_id', '=', missionId)
    .where('period_num', '=', periodNum)
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return row.seq;
}

/** The person's submissions in one period, newest first. */
export function ownInPeriod(db: DbOrTx, uid: string, missionId: number, periodNum: number) {
  return db
    .selectFrom('fillin_submissions')
    .select(['id', 'created_at', 'updated_at', 'late'])
    .where('uid', '=', uid)
    .where('mission_id', '=', missionId)
    .where('period_num', '=', periodNum)
    .orderBy('seq', 'desc')
    .execute();
}

/** How many submissions the person made in each (mission, period) pair. */
export async function ownCounts(db: DbOrTx, uid: string, pairs: { mission: number; period: number }[]) {
  if (pairs.length === 0) return [];
  const { rows } = await sql<{ mission_id: number; period_num: number; n: number }>`
    SELECT s.mission_id, s.period_num, count(*)::int AS n
    FROM fillin_submissions s JOIN unnest(${pairs.map((p) => p.mission)}::int[], ${pairs.map((p) => p.period)}::int[]) AS w(mission_id, period_num)
      ON s.mission_id = w.mission_id AND s.period_num = w.period_num
    WHERE s.uid = ${uid}
    GROUP BY 1, 2`.execute(db);
  return rows;
}

/** The person's latest submission of a period before `periodNum`. */
export function lastBefore(db: DbOrTx, uid: string, missionId: number, periodNum: number) {
  return db
    .selectFrom('fillin_submissions')
    .select(['period_num', 'values'])
    .where('uid', '=', uid)
    .where('mission_id', '=', missionId)
    .where('period_num', '<', periodNum)
    .orderBy('period_num', 'desc')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function ownHistory(db: DbOrTx, uid: string, missionId: number, page: { offset: number; limit: number }) {
  return db
    .selectFrom('fillin_submissions')
    .select(['id', 'period_num', 'created_at', 'late', sql<number>`count(*) OVER ()`.as('total')])
    .where('uid', '=', uid)
    .where('mission_id', '=', missionId)
    .orderBy('period_num', 'desc')
    .orderBy('seq', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function updateValues(db: DbOrTx, id: number, values: { values: string; form_version_id: number }): Promise<void> {
  await db.updateTable('fillin_submissions').set({ ...values, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** Which submissions of a period a list or an export reads: a mission's period, within departments, of a class. */
export interface PeriodRows {
  missionId: number;
  periodNum: number;
  /** null: every department. */
  within: number[] | null;
  /** null: every class. */
  className: string | null;
}

function periodRows(db: DbOrTx, r: PeriodRows) {
  return db
    .selectFrom('fillin_submissions')
    .where('mission_id', '=', r.missionId)
    .where('period_num', '=', r.periodNum)
    .where(sql<boolean>`(${r.within === null}::boolean OR department_id = ANY(${r.within ?? []}::int[]))`)
    .where(sql<boolean>`(${r.className}::text IS NULL OR class_name = ${r.className}::text)`);
}

/** The people of a period who submitted (within the scope). */
export async function submittedUids(db: DbOrTx, r: PeriodRows): Promise<string[]> {
  return (await periodRows(db, r).select('uid').distinct().execute()).map((row) => row.uid);
}

export function periodPage(db: DbOrTx, r: PeriodRows, page: { offset: number; limit: number }) {
  return periodRows(db, r)
    .select(['id', 'uid', 'department_id', 'class_name', 'created_at', 'late', sql<number>`count(*) OVER ()`.as('total')])
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function periodCount(db: DbOrTx, r: PeriodRows): Promise<number> {
  return (await periodRows(db, r).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n;
}

/** A batch of a period's submissions after `afterId`, in submission order (an export reads them so). */
export function periodBatch(db: DbOrTx, r: PeriodRows, afterId: number, size: number) {
  return periodRows(db, r)
    .select(['id', 'uid', 'department_id', 'class_name', 'values', 'created_at', 'late'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(size)
    .execute();
}

/** Whose each submission is, where it was made, and the service of its mission. */
export function submissionOwners(db: DbOrTx, ids: number[]) {
  return db
    .selectFrom('fillin_submissions as s')
    .innerJoin('fillin_missions as m', 'm.id', 's.mission_id')
    .select(['s.id', 's.uid', 's.department_id', 'm.app_id'])
    .where('s.id', '=', sql<number>`ANY(${ids}::int[])`)
    .execute();
}
