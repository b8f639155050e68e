/**
 * The data center (数据中心, permit apps-report-lists, spec §6): the reports a holder may open, one report's choices
 * (dimensions, measures, default range, the departments of the viewer's data scope), and the reports search gives
 * under 报表. Running and exporting a report are ./run.service.ts and ./export.service.ts.
 */
import type { ReportDetail, ReportItem } from '../../../../contract/calls/reports';
import { inLanguage } from '../../../../contract/rules/bilingual';
import { Permit } from '../../../../contract/rules/permissions';
import { namesForReader } from '../../../../contract/rules/search';
import type { DbOrTx } from '../../db/database';
import { keywordPatterns } from '../../db/keyword-search';
import { campusDateTime } from '../../domain/campus-time';
import type { Lang } from '../../domain/lang';
import * as apps from '../apps/apps.service';
import type { SearchReader, SearchSource } from '../area-module';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { dataScope } from './data-scope';
import { openReport } from './definition';
import { dayRange } from './periods';
import * as q from './reports.queries';
import type { ReportDefinitionRow } from './reports.table';

export { reportResult, runReport } from './run.service';
/** The data scope and the day ranges, which efficiency supervision shares. */
export { dataScope, type DataScope } from './data-scope';
export { addDays, dayRange, type DayRange } from './periods';

/** Search results of the 报表 group are of this type (spec §4: reports open their detail). */
const REPORT_SEARCH_TYPE = 0;

async function items(db: DbOrTx, rows: ReportDefinitionRow[], lang: Lang): Promise<ReportItem[]> {
  const services = await apps.appNames(db, rows.flatMap((r) => (r.app_id === null ? [] : [r.app_id])), lang);
  return rows.map((r) => ({
    id: r.id,
    name: inLanguage(r.name, r.name_en, lang),
    description: inLanguage(r.description, r.description_en, lang),
    source: r.source,
    chart: r.chart,
    service: r.app_id === null ? '' : (services.get(r.app_id) ?? ''),
    updated: campusDateTime(r.updated_at),
  }));
}

export async function reportList(db: DbOrTx, lang: Lang, filter: { keyword?: string }, page: { p: number; pageSize: number }) {
  const keyword = filter.keyword?.trim() ? keywordPatterns(filter.keyword) : undefined;
  const { rows, total } = await q.reportsPage(db, keyword, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  return { list: await items(db, rows, lang), total, p: page.p, page_size: page.pageSize };
}

export async function reportDetail(db: DbOrTx, user: SessionUser, lang: Lang, id: number, now: Date): Promise<ReportDetail> {
  const open = await openReport(db, id, lang);
  const [[item], scope] = await Promise.all([items(db, [open.report], lang), dataScope(db, user.uid, lang)]);
  const range = dayRange({}, open.report.range_days, now);
  return {
    ...item,
    dimensions: open.dimensions.map(({ key, label }) => ({ key, label })),
    measures: open.measures.map(({ key, label }) => ({ key, label })),
    from: range.from,
    to: range.to,
    departments: scope.departments,
  };
}

/** Only holders of the data center's permit find its reports. */
const mayRead = async (db: DbOrTx, reader: SearchReader) => reader.user !== null && (await org.holdsPermit(db, reader.user, Permit.appsReportLists));

/** The search group 报表 (spec §4): the shown reports named like the keyword, for holders of apps-report-lists only. */
export const reportSearch: SearchSource = {
  async find(db, reader, keyword, limit) {
    if (!(await mayRead(db, reader))) return [];
    const rows = await q.reportsNamedLike(db, keywordPatterns(keyword), limit);
    return rows.map((r) => ({ id: r.id, ...namesForReader(r.name, r.name_en, reader.lang), type: REPORT_SEARCH_TYPE }));
  },
  has: async (db, reader, name) => (await mayRead(db, reader)) && q.hasReportNamed(db, name),
};
