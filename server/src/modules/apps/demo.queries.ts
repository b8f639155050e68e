/** The demo campus's writes to the apps area's tables (apps.seed.ts decides what they hold). */
import type { Insertable } from 'kysely';
import type { Database, DbOrTx } from '../../db/database';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

export function insertCategories(db: DbOrTx, rows: Rows<'app_categories'>) {
  return db.insertInto('app_categories').values(rows).returning(['id', 'name']).execute();
}

export function insertApp(db: DbOrTx, row: Insertable<Database['apps']>) {
  return db.insertInto('apps').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function insertMaterials(db: DbOrTx, rows: Rows<'app_materials'>): Promise<void> {
  await db.insertInto('app_materials').values(rows).execute();
}

export function insertTheme(db: DbOrTx, row: Insertable<Database['app_themes']>) {
  return db.insertInto('app_themes').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function insertThemeApps(db: DbOrTx, rows: Rows<'app_theme_apps'>): Promise<void> {
  await db.insertInto('app_theme_apps').values(rows).execute();
}
