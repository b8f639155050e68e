/**
 * A report as an .xlsx file (exportReport), written as it is sent (server/src/exports/xlsx-export.ts): the first sheet
 * holds the rows as runReport gives them (the group, the measure's value, the records in the group), the second what
 * the file is: the report, dimension, measure, range, department, the total and when it was made.
 */
import { EXPORT_MAX_ROWS } from '../../../../contract/rules/fillin';
import type { DbOrTx } from '../../db/database';
import type { Lang } from '../../domain/lang';
import { xlsxExport, type XlsxExport } from '../../exports/xlsx-export';
import type { SessionUser } from '../org/org.service';
import { reportWord } from './report-words';
import { reportResult, type RunInput } from './run.service';

const about = {
  zh: { sheet: '说明', report: '报表', records: '记录总数', dimension: '统计维度', measure: '统计指标', range: '统计时间', department: '部门', all: '授权范围内全部', rows: '导出行数', made: '导出时间' },
  en: { sheet: 'About', report: 'Report', records: 'Records in all', dimension: 'Grouped by', measure: 'Measure', range: 'Dates', department: 'Department', all: 'All I may see', rows: 'Rows', made: 'Exported at' },
};

export async function reportExport(db: DbOrTx, user: SessionUser, lang: Lang, input: RunInput, now: Date): Promise<XlsxExport> {
  const { run, name, range, department } = await reportResult(db, user, lang, input, now);
  const words = about[lang];
  const measure = run.unit ? `${run.measure.label}（${run.unit}）` : run.measure.label;
  const rows = run.rows.slice(0, EXPORT_MAX_ROWS);
  return xlsxExport({
    name: `${name}-${range.from}-${range.to}`,
    // Excel's sheet names: at most 31 characters, none of []:*?/\.
    sheet: run.dimension.label.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || reportWord(lang, 'column'),
    columns: [
      { header: run.dimension.label, width: 28 },
      { header: measure, width: 18 },
      { header: reportWord(lang, 'records'), width: 12 },
    ],
    rows: rows.length,
    batches: async function* () {
      yield rows.map((r) => [r.label, r.value, r.count]);
    },
    about: {
      sheet: words.sheet,
      lines: (written, madeAt) => [
        [words.report, name],
        [words.dimension, run.dimension.label],
        [words.measure, measure],
        [words.range, `${range.from} ~ ${range.to}`],
        [words.department, department || words.all],
        [reportWord(lang, 'total'), run.unit ? `${run.total.value} ${run.unit}` : String(run.total.value)],
        [words.records, String(run.total.count)],
        [words.rows, String(written)],
        [words.made, madeAt],
      ],
    },
  });
}
