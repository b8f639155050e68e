/**
 * The audit trails as .xlsx files, written as they are sent (server/src/exports/xlsx-export.ts). An export holds at most
 * AUDIT_EXPORT_MAX_ROWS rows, newest first; its second sheet says when it was made, with which filters, how many rows
 * it holds and that cap, and whether the filters matched more.
 */
import { AUDIT_EXPORT_MAX_ROWS, type AuditChange, type AuditEvent } from '../../../../contract/calls/audit';
import { AUDIT_EVENT_LABELS, AUDIT_OUTCOME_LABELS, CHANGE_ACTION_LABELS, labelIn } from '../../../../contract/rules/audit-labels';
import { changedFields } from '../../../../contract/rules/record-changes';
import type { DbOrTx } from '../../db/database';
import type { Lang } from '../../domain/lang';
import { xlsxExport, type XlsxExport } from '../../exports/xlsx-export';
import { changeReader, eventReader, type ChangeFilter, type EventFilter, type TrailReader } from './audit.service';

/** Rows read per query. */
const BATCH = 500;

const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));

interface Column<Row> {
  zh: string;
  en: string;
  width: number;
  value(row: Row, lang: Lang): string;
}

const eventColumns: Column<AuditEvent>[] = [
  { zh: '时间', en: 'Time', width: 20, value: (r) => r.at },
  { zh: '事件', en: 'Event', width: 14, value: (r, lang) => labelIn(AUDIT_EVENT_LABELS, r.event, lang) },
  { zh: '结果', en: 'Outcome', width: 8, value: (r, lang) => labelIn(AUDIT_OUTCOME_LABELS, r.outcome, lang) },
  { zh: '账号', en: 'Account', width: 14, value: (r) => r.uid },
  { zh: '姓名', en: 'Name', width: 12, value: (r) => r.user_name },
  { zh: '代为操作人', en: 'Acting person', width: 14, value: (r) => r.actor_uid },
  { zh: '登录名', en: 'Sign-in name', width: 14, value: (r) => r.account },
  { zh: '方式', en: 'Method', width: 10, value: (r) => r.method },
  { zh: '原因', en: 'Reason', width: 22, value: (r) => r.reason },
  { zh: 'IP 地址', en: 'IP address', width: 16, value: (r) => r.ip },
  { zh: '浏览器', en: 'User agent', width: 40, value: (r) => r.user_agent },
];

const changeColumns: Column<AuditChange>[] = [
  { zh: '时间', en: 'Time', width: 20, value: (r) => r.at },
  { zh: '操作人账号', en: 'Actor account', width: 14, value: (r) => r.actor_uid },
  { zh: '操作人', en: 'Actor', width: 12, value: (r) => r.actor_name },
  { zh: '模块', en: 'Area', width: 12, value: (r) => r.area },
  { zh: '对象类型', en: 'Record kind', width: 14, value: (r) => r.entity },
  { zh: '对象编号', en: 'Record id', width: 12, value: (r) => r.entity_id },
  { zh: '操作', en: 'Action', width: 10, value: (r, lang) => labelIn(CHANGE_ACTION_LABELS, r.action, lang) },
  { zh: '摘要', en: 'Summary', width: 24, value: (r) => r.summary },
  { zh: '变更字段', en: 'Changed fields', width: 24, value: (r) => changedFields(r.before, r.after).join(', ') },
  { zh: '修改前', en: 'Before', width: 50, value: (r) => json(r.before) },
  { zh: '修改后', en: 'After', width: 50, value: (r) => json(r.after) },
];

interface Trail<Row> {
  sheet: { zh: string; en: string };
  file: { zh: string; en: string };
  columns: Column<Row>[];
}

const aboutSheet = { zh: '说明', en: 'About' };

function prepare<Row>(trail: Trail<Row>, reader: TrailReader<Row>, filters: Record<string, unknown>, lang: Lang): XlsxExport {
  const zh = lang === 'zh';
  const shownFilters = Object.entries(filters).filter(([, v]) => v !== undefined && v !== '');
  return xlsxExport({
    name: trail.file[lang],
    sheet: trail.sheet[lang],
    columns: trail.columns.map((c) => ({ header: c[lang], width: c.width })),
    rows: Math.min(reader.total, AUDIT_EXPORT_MAX_ROWS),
    batches: async function* () {
      for await (const batch of reader.batches(BATCH)) yield batch.map((row) => trail.columns.map((c) => c.value(row, lang)));
    },
    about: {
      sheet: aboutSheet[lang],
      lines: (written, madeAt) => {
        const lines: [string, string][] = [
          [zh ? '导出时间' : 'Exported at', madeAt],
          [zh ? '筛选条件' : 'Filters', shownFilters.length ? shownFilters.map(([k, v]) => `${k}=${String(v)}`).join('; ') : zh ? '无' : 'none'],
          [zh ? '导出行数' : 'Rows', String(written)],
          [zh ? '行数上限' : 'Row cap', zh ? `每次最多导出 ${AUDIT_EXPORT_MAX_ROWS} 行（最新的在前）` : `At most ${AUDIT_EXPORT_MAX_ROWS} rows per export (newest first)`],
        ];
        if (reader.total > written) {
          lines.push([
            zh ? '注意' : 'Note',
            zh ? `筛选条件匹配 ${reader.total} 行，只导出了最新的 ${written} 行；请缩小日期范围后分批导出` : `The filters matched ${reader.total} rows; only the newest ${written} are here. Narrow the dates and export in parts`,
          ]);
        }
        return lines;
      },
    },
  });
}

const eventTrail: Trail<AuditEvent> = { sheet: { zh: '登录与账号日志', en: 'Sign-ins and accounts' }, file: { zh: '审计日志', en: 'audit-log' }, columns: eventColumns };
const changeTrail: Trail<AuditChange> = { sheet: { zh: '变更记录', en: 'Changes' }, file: { zh: '变更记录', en: 'change-log' }, columns: changeColumns };

export async function eventExport(db: DbOrTx, filter: EventFilter, lang: Lang): Promise<XlsxExport> {
  return prepare(eventTrail, await eventReader(db, filter), { ...filter }, lang);
}

export async function changeExport(db: DbOrTx, filter: ChangeFilter, lang: Lang): Promise<XlsxExport> {
  return prepare(changeTrail, await changeReader(db, filter), { ...filter }, lang);
}
