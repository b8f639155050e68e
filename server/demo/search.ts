/** The demo campus's hot keywords. */
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import { hotKeywords } from './campus/content';

export async function seedSearch(tx: Transaction<Database>): Promise<void> {
  await tx.insertInto('hot_keywords').values(hotKeywords.map((keyword, i) => ({ keyword, sort: i, search_type: 1 }))).execute();
}
