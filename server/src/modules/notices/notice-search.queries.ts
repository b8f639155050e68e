/**
 * Finding notices by a keyword in their titles, newest first within each class: the exact title, titles starting
 * with the keyword, titles holding it elsewhere.
 *
 * No one plan suits every keyword. A keyword in half the titles (通知) is found at once by reading the newest notices
 * until enough match, while through an index every match must be fetched and sorted (tens of milliseconds at 50,000
 * notices). A rare one (请假) is found through an index, while reading newest first goes through the whole table.
 * The planner cannot tell them apart (it takes a LIKE to match about one row in a hundred, whatever the keyword), so
 * the search reads the newest notices first (`recentMatches`) and goes to the indexes only for what that did not fill
 * (`olderMatches`): the prefix indexes for exact titles and titles starting with the keyword, the GIN index on the
 * character pairs (the only index a 1–2 character keyword can use) for the rest, LIKE confirming each one. The index
 * reads are materialised before they are sorted, so the planner cannot swap them for a newest-first scan of the table.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { anyColumn, type KeywordPatterns } from '../../db/keyword-search';
import { published, TITLES, type Shelf } from './notices.queries';

/** How many of the newest notices the first look reads. */
export const RECENT_WINDOW = 500;

export type MatchClass = 0 | 1 | 2;

export interface TitleMatch {
  id: number;
  category_id: number | null;
  title: string;
  title_en: string;
  /** 0 exact, 1 starts with the keyword, 2 holds it elsewhere. */
  class: MatchClass;
}

/** The materialised matches, as the query names them. */
const MATCHES = 'matches';
const columns = ['notices.id', 'notices.category_id', 'notices.title', 'notices.title_en', 'notices.send_time'] as const;
const WINDOW_TITLES = ['w.title', 'w.title_en'] as const;

/** The newest `limit` published notices of the kind meeting a condition its indexes answer, tagged with a class. */
function newestThrough(db: DbOrTx, kind: Shelf, condition: Expression<SqlBool>, matchClass: MatchClass, limit: number) {
  return db
    .with(
      (cte) => cte(MATCHES).materialized(),
      () => published(db, kind).select(columns).where(condition),
    )
    .selectFrom(MATCHES)
    .select(['id', 'category_id', 'title', 'title_en', sql<MatchClass>`${matchClass}::int`.as('class'), 'send_time'])
    .orderBy('send_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
}

const notExact = (p: KeywordPatterns) => sql<SqlBool>`NOT ${anyColumn(TITLES, '=', p.exact)}`;

/**
 * Exact titles (through the prefix indexes) and, among the newest RECENT_WINDOW notices, the newest `limit` of each
 * other class.
 */
export async function recentMatches(db: DbOrTx, kind: Shelf, p: KeywordPatterns, limit: number): Promise<TitleMatch[]> {
  const exact = newestThrough(db, kind, anyColumn(TITLES, '=', p.exact), 0, limit);
  const recent = published(db, kind).select(columns).orderBy('notices.send_time', 'desc').orderBy('notices.id', 'desc').limit(RECENT_WINDOW);
  const classOf = sql<MatchClass>`CASE WHEN ${anyColumn(WINDOW_TITLES, 'LIKE', p.prefix)} THEN 1 ELSE 2 END`;
  const ranked = db
    .selectFrom(recent.as('w'))
    .select(['w.id', 'w.category_id', 'w.title', 'w.title_en', classOf.as('class'), 'w.send_time'])
    .select(sql<number>`row_number() OVER (PARTITION BY ${classOf} ORDER BY w.send_time DESC, w.id DESC)`.as('n'))
    .where(anyColumn(WINDOW_TITLES, 'LIKE', p.contains))
    .where(sql<SqlBool>`NOT ${anyColumn(WINDOW_TITLES, '=', p.exact)}`);
  const windowed = db.selectFrom(ranked.as('r')).select(['r.id', 'r.category_id', 'r.title', 'r.title_en', 'r.class', 'r.send_time']).where('r.n', '<=', limit);
  const rows = await sql<TitleMatch>`(${exact}) UNION ALL (${windowed}) ORDER BY class, send_time DESC, id DESC`.execute(db);
  return rows.rows;
}

/** The newest `limit` titles of one class (1 or 2) over all notices, through the indexes. */
export function olderMatches(db: DbOrTx, kind: Shelf, p: KeywordPatterns, matchClass: 1 | 2, limit: number): Promise<TitleMatch[]> {
  const condition =
    matchClass === 1
      ? sql<SqlBool>`${anyColumn(TITLES, 'LIKE', p.prefix)} AND ${notExact(p)}`
      : sql<SqlBool>`notices.search_grams @> keyword_grams(${p.exact}) AND ${anyColumn(TITLES, 'LIKE', p.contains)} AND NOT ${anyColumn(TITLES, 'LIKE', p.prefix)}`;
  return newestThrough(db, kind, condition, matchClass, limit).execute();
}

/** Whether a published notice of the kind has exactly this title, in either language and any case. */
export async function hasTitle(db: DbOrTx, kind: Shelf, title: string): Promise<boolean> {
  const rows = await newestThrough(db, kind, anyColumn(TITLES, '=', title.trim().toLowerCase()), 0, 1).execute();
  return rows.length > 0;
}
