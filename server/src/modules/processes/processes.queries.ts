/** Versions of the services' process definitions. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { ProcessDefinition } from '../../workflow/definition';

export function latestVersion(db: DbOrTx, appId: number) {
  return db
    .selectFrom('process_versions')
    .select(['id', 'app_id', 'version', 'definition'])
    .where('app_id', '=', appId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The next version number is taken inside the insert; two publishers racing meet the (app_id, version) key. */
export function insertVersion(db: DbOrTx, appId: number, definition: ProcessDefinition) {
  return db
    .insertInto('process_versions')
    .values({
      app_id: appId,
      version: sql<number>`(SELECT coalesce(max(version), 0) + 1 FROM process_versions WHERE app_id = ${appId})`,
      definition: JSON.stringify(definition),
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}
