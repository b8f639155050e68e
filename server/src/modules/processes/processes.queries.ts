/** Versions of the services' process definitions. */
import type { DbOrTx } from '../../db/database';
import * as versions from '../../db/versions';
import type { ProcessDefinition } from '../../../../contract/process/definition';

export function latestVersion(db: DbOrTx, appId: number) {
  return versions.latestVersion(db, 'process_versions', appId);
}

export function insertVersion(db: DbOrTx, appId: number, definition: ProcessDefinition) {
  return db
    .insertInto('process_versions')
    .values({
      app_id: appId,
      version: versions.nextVersion('process_versions', appId),
      definition: JSON.stringify(definition),
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

export function versionById(db: DbOrTx, id: number) {
  return versions.versionById(db, 'process_versions', id);
}
