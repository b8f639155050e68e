/**
 * The demo campus's efficiency-supervision figures: the applications are dated after they are made (./matters.ts),
 * so the figures their moves kept are counted again from the dated records, once every part has added its own.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import { rebuildFigures } from '../src/modules/supervision/figures.service';

export async function seedSupervision(tx: Transaction<Database>): Promise<void> {
  await rebuildFigures(tx);
}
