/**
 * Seeds the demo campus into an empty database, in one transaction: each area seeds its own tables
 * (`seedDemo` in its module), in the order of modules/index.ts. Deterministic: the same campus every time.
 */
import type { Db, DbOrTx } from '../db/database';
import { areaModules } from '../modules';
import { hashPassword } from '../modules/auth/passwords';
import { demoAccounts } from './demo-accounts';
import type { DemoCampus } from './demo-campus';
import { createRandom } from './random';

export async function isSeeded(db: DbOrTx): Promise<boolean> {
  const row = await db.selectFrom('site_settings').select('key').where('key', '=', 'site').executeTakeFirst();
  return row !== undefined;
}

export async function seedDemoCampus(db: Db): Promise<void> {
  const passwordHashes = new Map(await Promise.all(Object.values(demoAccounts).map(async (a) => [a.account, await hashPassword(a.password)] as const)));
  const campus: DemoCampus = { random: createRandom(20261122), departmentIds: new Map(), appIds: new Map(), passwordHashes };
  await db.transaction().execute(async (tx) => {
    for (const area of areaModules) await area.seedDemo?.(tx, campus);
  });
}
