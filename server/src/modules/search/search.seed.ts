/** The demo campus's hot keywords. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { hotKeywords } from '../../seed/content';
import { insertHotKeywords } from './search.queries';

export async function seedSearch(tx: Transaction<Database>): Promise<void> {
  await insertHotKeywords(tx, hotKeywords.map((keyword, i) => ({ keyword, sort: i, search_type: 1 })));
}
