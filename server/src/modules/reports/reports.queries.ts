/** The report definitions of the data center: the shown ones by id, a page of them by keyword, and their names for search. */
import type { Insertable } from 'kysely';
import { pageWithTotal } from '../../db/count-rows';
import type { DbOrTx } from '../../db/database';
import { anyColumn, nameRank, type KeywordPatterns } from '../../db/keyword-search';
import type { ReportDefinitionsTable } from './reports.table';

const NAMES = ['r.name', 'r.name_en'] as const;

const shown = (db: DbOrTx) => db.selectFrom('report_definitions as r').where('r.is_show', '=', true);

export function shownReport(db: DbOrTx, id: number) {
  return shown(db).selectAll('r').where('r.id', '=', id).executeTakeFirst();
}

/** A page of the shown reports in their order, those whose name (either language) holds the keyword when there is one. */
export function reportsPage(db: DbOrTx, keyword: KeywordPatterns | undefined, page: { offset: number; limit: number }) {
  const filtered = keyword ? shown(db).where(anyColumn(NAMES, 'LIKE', keyword.contains)) : shown(db);
  const rows = filtered.selectAll('r').orderBy('r.sort').orderBy('r.id').offset(page.offset).limit(page.limit);
  return pageWithTotal(rows, filtered, page.offset);
}

/** Shown reports named like the keyword: exact names, then prefixes, then the rest, in their order. */
export function reportsNamedLike(db: DbOrTx, p: KeywordPatterns, limit: number) {
  return shown(db)
    .select(['r.id', 'r.name', 'r.name_en'])
    .where(anyColumn(NAMES, 'LIKE', p.contains))
    .orderBy(nameRank(NAMES, p))
    .orderBy('r.sort')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export async function hasReportNamed(db: DbOrTx, name: string): Promise<boolean> {
  const row = await shown(db).select('r.id').where(anyColumn(NAMES, '=', name.trim().toLowerCase())).executeTakeFirst();
  return row !== undefined;
}

export async function insertReport(db: DbOrTx, report: Insertable<ReportDefinitionsTable>): Promise<number> {
  return (await db.insertInto('report_definitions').values(report).returning('id').executeTakeFirstOrThrow()).id;
}
