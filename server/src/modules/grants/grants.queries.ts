/** Grants: who may act for whom, when, for which services. Dates are read as YYYY-MM-DD text. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

const columns = [
  'g.id',
  'g.grantor_uid',
  'g.grantee_uid',
  sql<string>`g.start_date::text`.as('start_date'),
  sql<string>`g.end_date::text`.as('end_date'),
  'g.app_ids',
  'g.revoked_at',
] as const;

/** Grants from `grantor` to `grantee` valid on `today`. */
export function validGrants(db: DbOrTx, grantor: string, grantee: string, today: string) {
  return db
    .selectFrom('grants as g')
    .select(columns)
    .where('g.grantor_uid', '=', grantor)
    .where('g.grantee_uid', '=', grantee)
    .where('g.revoked_at', 'is', null)
    .where(sql<string>`g.start_date`, '<=', sql<string>`${today}::date`)
    .where(sql<string>`g.end_date`, '>=', sql<string>`${today}::date`)
    .execute();
}

/** Every grant to `grantee` valid on `today`. */
export function grantsTo(db: DbOrTx, grantee: string, today: string) {
  return db
    .selectFrom('grants as g')
    .select(columns)
    .where('g.grantee_uid', '=', grantee)
    .where('g.revoked_at', 'is', null)
    .where(sql<string>`g.start_date`, '<=', sql<string>`${today}::date`)
    .where(sql<string>`g.end_date`, '>=', sql<string>`${today}::date`)
    .orderBy('g.grantor_uid')
    .execute();
}

/** The grants `grantor` made, newest first. */
export function grantsBy(db: DbOrTx, grantor: string, limit: number) {
  return db.selectFrom('grants as g').select(columns).where('g.grantor_uid', '=', grantor).orderBy('g.created_at', 'desc').orderBy('g.id', 'desc').limit(limit).execute();
}

export async function insertGrant(db: DbOrTx, row: { grantor_uid: string; grantee_uid: string; start_date: string; end_date: string; app_ids: number[] }) {
  const { id } = await db
    .insertInto('grants')
    .values({ ...row, start_date: sql<string>`${row.start_date}::date`, end_date: sql<string>`${row.end_date}::date` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db.selectFrom('grants as g').select(columns).where('g.id', '=', id).executeTakeFirstOrThrow();
}

/** Ends a grant of `grantor` at once; a grant already revoked stays as it was. Undefined when it is not theirs. */
export async function revokeGrant(db: DbOrTx, id: string, grantor: string) {
  await db.updateTable('grants').set({ revoked_at: new Date() }).where('id', '=', id).where('grantor_uid', '=', grantor).where('revoked_at', 'is', null).execute();
  return db.selectFrom('grants as g').select(columns).where('g.id', '=', id).where('g.grantor_uid', '=', grantor).executeTakeFirst();
}

export type GrantRow = Awaited<ReturnType<typeof grantsTo>>[number];
