/**
 * Services' versioned definitions (forms and processes): the same three questions of either table. Versions are
 * never changed once stored; a change is a new version, so a version read by id stays in memory.
 */
import { sql, type Selectable } from 'kysely';
import type { Database, DbOrTx } from './database';
import { immutableById } from './memo';

export type VersionedTable = 'form_versions' | 'process_versions';

/** The next version number, taken inside the insert that stores it. */
export function nextVersion(table: VersionedTable, appId: number) {
  // Two publishers racing compute the same number and meet the table's (app_id, version) key.
  return sql<number>`(SELECT coalesce(max(version), 0) + 1 FROM ${sql.table(table)} WHERE app_id = ${appId})`;
}

export function latestVersion<T extends VersionedTable>(db: DbOrTx, table: T, appId: number): Promise<Selectable<Database[T]> | undefined> {
  return db
    .selectFrom(table as VersionedTable)
    .selectAll()
    .where('app_id', '=', appId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

const byId = { form_versions: immutableById<object>(500), process_versions: immutableById<object>(500) };

export function versionById<T extends VersionedTable>(db: DbOrTx, table: T, id: number): Promise<Selectable<Database[T]> | undefined> {
  return byId[table].get(db, id, () => db.selectFrom(table as VersionedTable).selectAll().where('id', '=', id).executeTakeFirst()) as Promise<
    Selectable<Database[T]> | undefined
  >;
}
