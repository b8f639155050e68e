/** The settings record's row with its version, and the versioned save (optimistic locking). */
import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

export function settingRow(db: DbOrTx, key: string) {
  return db.selectFrom('site_settings').select(['value', 'version', 'updated_by', 'updated_at']).where('key', '=', key).executeTakeFirst();
}

/** The row, locked until the transaction ends: a save reads what it changes with no other save in between. */
export function lockedSettingRow(db: DbOrTx, key: string) {
  return db.selectFrom('site_settings').select(['value', 'version', 'updated_by', 'updated_at']).where('key', '=', key).forUpdate().executeTakeFirst();
}

/** Saves `json` only over version `version`; answers the new version, or nothing when the row moved on (or is gone). */
export function saveSettingAt(db: DbOrTx, key: string, json: string, version: number, by: string) {
  return db
    .updateTable('site_settings')
    .set({ value: json, version: sql`version + 1`, updated_by: by, updated_at: sql`now()` })
    .where('key', '=', key)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
}

export function lastSave(db: DbOrTx, key: string) {
  return db.selectFrom('site_settings').select(['updated_by', 'updated_at']).where('key', '=', key).executeTakeFirst();
}
