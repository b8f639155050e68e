/** Versions of the services' process definitions. */
import type { DbOrTx } from '../../db/database';
import { nextVersion } from '../../db/next-version';
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

export function insertVersion(db: DbOrTx, appId: number, definition: ProcessDefinition) {
  return db
    .insertInto('process_versions')
    .values({
      app_id: appId,
      version: nextVersion('process_versions', appId),
      definition: JSON.stringify(definition),
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

export function versionById(db: DbOrTx, id: number) {
  return db.selectFrom('process_versions').select(['id', 'app_id', 'version', 'definition']).where('id', '=', id).executeTakeFirst();
}
