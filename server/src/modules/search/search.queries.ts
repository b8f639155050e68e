/** Hot keywords offered under the search box. */
import type { DbOrTx } from '../../db/database';

export function hotKeywords(db: DbOrTx, limit: number, searchType?: number) {
  let q = db.selectFrom('hot_keywords').select('keyword').orderBy('sort').orderBy('id').limit(limit);
  if (searchType !== undefined) q = q.where('search_type', '=', searchType);
  return q.execute();
}
