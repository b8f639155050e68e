/**
 * Seeds the demo campus into an empty database, in one transaction: each area seeds its own tables
 * (`seedDemo` in its module), in the order of modules/index.ts. Deterministic: the same campus every time.
 */
import type { Db, DbOrTx } from '../db/database';
import { areaModules } from '../modules';
import type { DemoCampus } from './demo-campus';
import { createRandom } from './random';

export async function isSeeded(db: DbOrTx): Promise<boolean> {
  const row = await db.selectFrom('site_settings').select('key').where('key', '=', 'site').executeTakeFirst();
  return row !== undefined;
}

export async function seedDemoCampus(db: Db): Promise<void> {
  const campus: DemoCampus = { random: createRandom(20261122), departmentIds: new Map(), appIds: new Map() };
  await db.transaction().execute(async (tx) => {
    for (const area of areaModules) await area.seedDemo?.(tx, campus);
  });
}
