/** The directory area's tables: connectors, their runs, and links from a source's resources to local records. */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, DbOrTx } from '../../db/database';
import type { DirectoryLinksTable } from './directory.table';

type LinkKind = DirectoryLinksTable['kind'];

export function connectorByTokenHash(db: DbOrTx, tokenHash: string) {
  return db.selectFrom('directory_connectors').selectAll().where('token_hash', '=', tokenHash).where('enabled', '=', true).executeTakeFirst();
}

export function connector(db: DbOrTx, id: number) {
  return db.selectFrom('directory_connectors').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockConnector(db: DbOrTx, id: number) {
  return db.selectFrom('directory_connectors').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function connectors(db: DbOrTx) {
  return db.selectFrom('directory_connectors').selectAll().orderBy('id').execute();
}

export function insertConnector(db: DbOrTx, row: { kind: 'scim' | 'ldap'; name: string; token_hash: string | null; settings: string; secret: string | null; fallback_uid: string | null; updated_by: string }) {
  return db.insertInto('directory_connectors').values(row).returning('id').executeTakeFirstOrThrow();
}

/** Saves a connector at the version the editor read; undefined when someone saved it since. */
export function updateConnector(
  db: DbOrTx,
  id: number,
  version: number,
  set: { name?: string; token_hash?: string; settings?: string; secret?: string | null; fallback_uid?: string | null; enabled?: boolean; high_water?: string | null; updated_by: string },
) {
  return db
    .updateTable('directory_connectors')
    .set({ ...set, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
}

export async function setHighWater(db: DbOrTx, id: number, highWater: string): Promise<void> {
  await db.updateTable('directory_connectors').set({ high_water: highWater }).where('id', '=', id).execute();
}

export function insertRun(db: DbOrTx, run: { connector_id: number; started_at: Date; finished_at: Date | null; changes: number; errors: number; error: string }) {
  return db.insertInto('directory_runs').values(run).returning('id').executeTakeFirstOrThrow();
}

export async function finishRun(db: DbOrTx, id: string, run: { finished_at: Date; changes: number; errors: number; error: string }): Promise<void> {
  await db.updateTable('directory_runs').set(run).where('id', '=', id).execute();
}

/** Each connector's latest run, and its totals over the kept runs. */
export function runSummaries(db: DbOrTx) {
  return db
    .selectFrom('directory_runs')
    .select([
      'connector_id',
      sql<Date>`max(started_at)`.as('last_run_at'),
      sql<number>`sum(changes)::int`.as('changes'),
      sql<number>`sum(errors)::int`.as('errors'),
      sql<string>`(array_agg(error ORDER BY started_at DESC) FILTER (WHERE error <> ''))[1]`.as('last_error'),
    ])
    .groupBy('connector_id')
    .execute();
}

export function recentRuns(db: DbOrTx, connectorId: number, limit: number) {
  return db.selectFrom('directory_runs').selectAll().where('connector_id', '=', connectorId).orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export function link(db: DbOrTx, connectorId: number, kind: LinkKind, localId: string) {
  return db.selectFrom('directory_links').selectAll().where('connector_id', '=', connectorId).where('kind', '=', kind).where('local_id', '=', localId).executeTakeFirst();
}

export function linkByExternalId(db: DbOrTx, connectorId: number, kind: LinkKind, externalId: string) {
  return db.selectFrom('directory_links').selectAll().where('connector_id', '=', connectorId).where('kind', '=', kind).where('external_id', '=', externalId).executeTakeFirst();
}

/** Any connector's link to a local record: a record belongs to one source. */
export function ownerLink(db: DbOrTx, kind: LinkKind, localId: string) {
  return db.selectFrom('directory_links').select(['connector_id']).where('kind', '=', kind).where('local_id', '=', localId).executeTakeFirst();
}

/** Creates the link or records a change to it (a new version, now modified). */
export function touchLink(db: DbOrTx, row: { connector_id: number; kind: LinkKind; local_id: string; external_id: string | null; attributes: string }, at: Date) {
  return db
    .insertInto('directory_links')
    .values({ ...row, modified_at: at })
    .onConflict((oc) =>
      oc.columns(['connector_id', 'kind', 'local_id']).doUpdateSet({ external_id: row.external_id, attributes: row.attributes, version: sql`directory_links.version + 1`, modified_at: at }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteLink(db: DbOrTx, connectorId: number, kind: LinkKind, localId: string): Promise<void> {
  await db.deleteFrom('directory_links').where('connector_id', '=', connectorId).where('kind', '=', kind).where('local_id', '=', localId).execute();
}

/** Which links a SCIM filter means, in terms of the links' own columns (scim/filter.ts builds it). */
export type LinkFilter =
  | { all: LinkFilter[] }
  | { any: LinkFilter[] }
  | { column: 'external_id' | 'local_id' | 'display_name'; equals: string }
  | { column: 'modified_at'; op: '>' | '>=' | '<' | '<='; at: Date }
  | { nothing: true };

function criterion(eb: ExpressionBuilder<Database, 'directory_links'>, f: LinkFilter): Expression<SqlBool> {
  if ('all' in f) return eb.and(f.all.map((each) => criterion(eb, each)));
  if ('any' in f) return eb.or(f.any.map((each) => criterion(eb, each)));
  if ('nothing' in f) return eb.lit(false);
  if (f.column === 'modified_at') return eb('modified_at', f.op, f.at);
  if (f.column === 'display_name') return eb(sql<string>`attributes ->> 'displayName'`, '=', f.equals);
  return eb(f.column, '=', f.equals);
}

/** One page of a connector's links of some kinds matching `filter`, in creation order, and how many match. */
export async function linkPage(db: DbOrTx, connectorId: number, kinds: LinkKind[], filter: LinkFilter | undefined, page: { offset: number; limit: number }) {
  const base = db
    .selectFrom('directory_links')
    .where('connector_id', '=', connectorId)
    .where('kind', 'in', kinds)
    .where((eb) => (filter ? criterion(eb, filter) : eb.lit(true)));
  const [{ total }] = await base.select(sql<number>`count(*)::int`.as('total')).execute();
  const rows = page.limit === 0 ? [] : await base.selectAll().orderBy('id').offset(page.offset).limit(page.limit).execute();
  return { total: Number(total), rows };
}

/** One change of a pull in a savepoint of the pull's transaction: a change that fails is undone alone. */
export async function inSavepoint<T>(db: DbOrTx, work: () => Promise<T>): Promise<T> {
  await sql`SAVEPOINT directory_change`.execute(db);
  try {
    const result = await work();
    await sql`RELEASE SAVEPOINT directory_change`.execute(db);
    return result;
  } catch (err) {
    await sql`ROLLBACK TO SAVEPOINT directory_change`.execute(db);
    throw err;
  }
}

/** The local ids of a connector's links of a kind, with their external ids. */
export function linksOf(db: DbOrTx, connectorId: number, kind: LinkKind) {
  return db.selectFrom('directory_links').select(['local_id', 'external_id']).where('connector_id', '=', connectorId).where('kind', '=', kind).execute();
}
