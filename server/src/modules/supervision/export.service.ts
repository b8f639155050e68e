/**
 * The overview's and the department pages' tables as .xlsx files (server/src/exports/xlsx-export.ts): a row per service
 * (or per department, ranked) with the page's figures, handling times in working hours to one decimal; the second
 * sheet says what the file is.
 */
import type { Figures } from '../../../../contract/calls/supervision';
import type { DbOrTx } from '../../db/database';
import type { Lang } from '../../domain/lang';
import { xlsxExport, type Cell, type XlsxExport } from '../../exports/xlsx-export';
import type { SessionUser } from '../org/org.service';
import { departService, serviceSurvey } from './survey.service';

const words = {
  zh: {
    services: '服务概览', departments: '部门服务', service: '服务', department: '部门', rank: '排名', count: '服务数',
    started: '发起', inProgress: '办理中', finished: '办结', completed: '通过', avg: '平均办理时长（工作小时）', p90: '90%办理时长（工作小时）', overdue: '超时',
    about: '说明', range: '统计时间', rows: '导出行数', made: '导出时间',
  },
  en: {
    services: 'Service overview', departments: 'Department services', service: 'Service', department: 'Department', rank: 'Rank', count: 'Services',
    started: 'Started', inProgress: 'In progress', finished: 'Finished', completed: 'Approved', avg: 'Average handling (working hours)', p90: '90th percentile (working hours)', overdue: 'Overdue',
    about: 'About', range: 'Dates', rows: 'Rows', made: 'Exported at',
  },
};

const hours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;
const figureCells = (f: Figures): Cell[] => [f.started, f.in_progress, f.finished, f.completed, hours(f.avg_seconds), hours(f.p90_seconds), f.overdue];

function sheet(lang: Lang, title: string, range: { from: string; to: string }, lead: string[], rows: Cell[][]): XlsxExport {
  const w = words[lang];
  const heads = [...lead, w.started, w.inProgress, w.finished, w.completed, w.avg, w.p90, w.overdue];
  return xlsxExport({
    name: `${title}-${range.from}-${range.to}`,
    sheet: title,
    columns: heads.map((header, i) => ({ header, width: i < lead.length ? 24 : 14 })),
    rows: rows.length,
    batches: async function* () {
      yield rows;
    },
    about: { sheet: w.about, lines: (written, madeAt) => [[w.range, `${range.from} ~ ${range.to}`], [w.rows, String(written)], [w.made, madeAt]] },
  });
}

export async function surveyExport(db: DbOrTx, user: SessionUser, lang: Lang, asked: { from?: string; to?: string }, now: Date): Promise<XlsxExport> {
  const survey = await serviceSurvey(db, user, lang, asked, now);
  const w = words[lang];
  return sheet(lang, w.services, survey, [w.service, w.department], survey.services.map((s) => [s.name, s.department, ...figureCells(s)]));
}

export async function departExport(db: DbOrTx, user: SessionUser, lang: Lang, asked: { from?: string; to?: string; department_id?: number }, now: Date): Promise<XlsxExport> {
  const page = await departService(db, user, lang, asked, now);
  const w = words[lang];
  if (asked.department_id !== undefined) return sheet(lang, w.departments, page, [w.service, w.department], page.services.map((s) => [s.name, s.department, ...figureCells(s)]));
  return sheet(lang, w.departments, page, [w.rank, w.department, w.count], page.departments.map((d) => [d.rank, d.name, d.services, ...figureCells(d)]));
}
