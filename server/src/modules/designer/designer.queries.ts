/** Drafts and releases of services' designs. */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import type { DbOrTx } from '../../db/database';

export function draftOf(db: DbOrTx, appId: number) {
  return db.selectFrom('service_designs').selectAll().where('app_id', '=', appId).executeTakeFirst();
}

/** Saves the draft: a first one when `version` is absent and none exists, else only at the version loaded. */
export function saveDraft(db: DbOrTx, appId: number, version: number | undefined, design: { form: FormSchema; process: ProcessDefinition }, by: string) {
  const values = { form: JSON.stringify(design.form), process: JSON.stringify(design.process), updated_by: by };
  if (version === undefined)
    return db
      .insertInto('service_designs')
      .values({ app_id: appId, ...values })
      .onConflict((oc) => oc.column('app_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  return db
    .updateTable('service_designs')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('app_id', '=', appId)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export function deleteDraft(db: DbOrTx, appId: number) {
  return db.deleteFrom('service_designs').where('app_id', '=', appId).execute();
}

export function releasesOf(db: DbOrTx, appId: number) {
  return db.selectFrom('service_releases').selectAll().where('app_id', '=', appId).orderBy('release', 'desc').execute();
}

export function releaseOf(db: DbOrTx, appId: number, release: number) {
  return db.selectFrom('service_releases').selectAll().where('app_id', '=', appId).where('release', '=', release).executeTakeFirst();
}

export function insertRelease(db: DbOrTx, row: { app_id: number; release: number; form_version_id: number | null; process_version_id: number | null; published_by: string | null }) {
  return db.insertInto('service_releases').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The draft, held while it is published: two publishers of one service number their releases one after the other. */
export function lockDraft(db: DbOrTx, appId: number) {
  return db.selectFrom('service_designs').selectAll().where('app_id', '=', appId).forUpdate().executeTakeFirst();
}
