/** Uploaded files and the services their uploaders attached them to. */
import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { FilesTable } from './files.table';

export function insertFile(db: DbOrTx, row: Insertable<FilesTable>) {
  return db.insertInto('files').values(row).execute();
}

/** Demo records (no content) under the ids the demo's forms already name. */
export function insertDemoFiles(db: DbOrTx, rows: Insertable<FilesTable>[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insertInto('files').values(rows).onConflict((oc) => oc.column('id').doNothing()).execute();
}

export function fileById(db: DbOrTx, id: string) {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

export function filesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('files').select(['id', 'uploader_uid', 'name', 'size']).where('id', 'in', ids).execute();
}

/** Of the files `ids`, those with a thumbnail. */
export async function withThumbnails(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('files').select('id').where('id', 'in', ids).where('thumb_stored_name', 'is not', null).execute()).map((r) => r.id);
}

/** Marks the uploader's own files among `ids` as used in an application of the service, now. */
export function recordUses(db: DbOrTx, input: { uid: string; appId: number; ids: string[] }) {
  if (input.ids.length === 0) return Promise.resolve([]);
  return db
    .insertInto('file_uses')
    .columns(['file_id', 'uid', 'app_id'])
    .expression((eb) =>
      eb
        .selectFrom('files')
        .select((s) => ['id', s.val(input.uid).as('uid'), s.val(input.appId).as('app_id')])
        .where('id', 'in', input.ids)
        .where('uploader_uid', '=', input.uid),
    )
    .onConflict((oc) => oc.columns(['file_id', 'uid', 'app_id']).doUpdateSet({ used_at: (eb) => eb.fn('now') }))
    .execute();
}

/** The uploader's files with content that went into their applications, each with its latest use, latest first. */
export function usedFilesOf(db: DbOrTx, uid: string, limit: number) {
  const latestUse = db
    .selectFrom('file_uses as u')
    .innerJoin('files as f', 'f.id', 'u.file_id')
    .select(['f.id', 'f.name', 'f.ext', 'f.mime', 'f.size', 'f.created_at', 'u.used_at', 'u.app_id'])
    .distinctOn('f.id')
    .where('u.uid', '=', uid)
    .where('f.uploader_uid', '=', uid)
    .where('f.stored_name', 'is not', null)
    .orderBy('f.id')
    .orderBy('u.used_at', 'desc');
  return db.selectFrom(latestUse.as('r')).selectAll().orderBy('used_at', 'desc').limit(limit).execute();
}

/** Records that the application holds these stored files (ids of no stored file are left out). */
export function recordAttachments(db: DbOrTx, instanceId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .insertInto('file_attachments')
    .columns(['file_id', 'instance_id'])
    .expression((eb) => eb.selectFrom('files').select((s) => ['id', s.val(instanceId).as('instance_id')]).where('id', 'in', ids))
    .onConflict((oc) => oc.columns(['file_id', 'instance_id']).doNothing())
    .execute();
}

/** The stored files among `ids`, each with its uploader and the applications holding it (one row per application). */
export function filesWithApplications(db: DbOrTx, ids: readonly string[]) {
  return db
    .selectFrom('files as f')
    .leftJoin('file_attachments as a', 'a.file_id', 'f.id')
    .select(['f.id', 'f.uploader_uid', 'a.instance_id'])
    .where('f.id', 'in', ids)
    .execute();
}
