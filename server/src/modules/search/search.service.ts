/** Search: hot keywords today; the grouped search across areas (allSearch) arrives with the search module. */
import type { DbOrTx } from '../../db/database';
import * as q from './search.queries';

const HOT_KEYWORDS_SHOWN = 10;

export function hotKeywords(db: DbOrTx, searchType?: number) {
  return q.hotKeywords(db, HOT_KEYWORDS_SHOWN, searchType);
}
