/** The demo campus went live two years ago, so year filters reach back over all of its seeded history. */
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import { campusDateTime } from '../src/domain/campus-time';
import * as site from '../src/modules/site/site.service';
import { UP_YEAR_SETTING } from '../src/modules/system/system.service';

export async function seedSystem(tx: Transaction<Database>): Promise<void> {
  await site.writeSetting(tx, UP_YEAR_SETTING, Number(campusDateTime(new Date()).slice(0, 4)) - 2);
}
