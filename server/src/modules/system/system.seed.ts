/** The demo campus went live two years ago, so year filters reach back over all of its seeded history. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import * as site from '../site/site.service';
import { UP_YEAR_SETTING } from './system.service';

export async function seedSystem(tx: Transaction<Database>): Promise<void> {
  await site.writeSetting(tx, UP_YEAR_SETTING, Number(campusDateTime(new Date()).slice(0, 4)) - 2);
}
