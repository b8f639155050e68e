/** Form versions and the submissions made with them. */
import type { FormSchema, FormValues } from '../../../../contract/forms/schema';
import type { DbOrTx } from '../../db/database';
import * as versions from '../../db/versions';

export function latestVersion(db: DbOrTx, appId: number) {
  return versions.latestVersion(db, 'form_versions', appId);
}

export function appsWithForms(db: DbOrTx, appIds: number[]) {
  if (appIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('form_versions').select('app_id').distinct().where('app_id', 'in', appIds).execute();
}

export function insertVersion(db: DbOrTx, appId: number, schema: FormSchema) {
  return db
    .insertInto('form_versions')
    .values({
      app_id: appId,
      version: versions.nextVersion('form_versions', appId),
      schema: JSON.stringify(schema),
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

export function insertSubmission(db: DbOrTx, formVersionId: number, uid: string, values: FormValues) {
  return db
    .insertInto('form_submissions')
    .values({ form_version_id: formVersionId, uid, values: JSON.stringify(values) })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export function submissionWithVersion(db: DbOrTx, id: string) {
  return db
    .selectFrom('form_submissions as s')
    .innerJoin('form_versions as v', 'v.id', 's.form_version_id')
    .select(['s.id', 's.uid', 's.values', 'v.app_id', 'v.version', 'v.schema'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export function versionById(db: DbOrTx, id: number) {
  return versions.versionById(db, 'form_versions', id);
}

export function draftOf(db: DbOrTx, uid: string, appId: number) {
  return db.selectFrom('form_drafts').selectAll().where('uid', '=', uid).where('app_id', '=', appId).executeTakeFirst();
}

export async function saveDraft(db: DbOrTx, row: { uid: string; app_id: number; form_version_id: number; values: FormValues }): Promise<Date> {
  const saved = await db
    .insertInto('form_drafts')
    .values({ ...row, values: JSON.stringify(row.values) })
    .onConflict((oc) => oc.columns(['uid', 'app_id']).doUpdateSet({ form_version_id: row.form_version_id, values: JSON.stringify(row.values), updated_at: new Date() }))
    .returning('updated_at')
    .executeTakeFirstOrThrow();
  return saved.updated_at;
}

export async function deleteDraft(db: DbOrTx, uid: string, appId: number): Promise<void> {
  await db.deleteFrom('form_drafts').where('uid', '=', uid).where('app_id', '=', appId).execute();
}
