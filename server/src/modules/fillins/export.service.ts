/**
 * A period's submissions in the caller's scope as an .xlsx file, written as it is sent (server/src/exports): who
 * (name, number, department, class), one column per field of the form as people read it (numbers as numbers), when
 * and whether late. Rows are read in keyset batches, in submission order; at most EXPORT_MAX_ROWS.
 */
import { regionLookup } from '../../../../contract/forms/region-data';
import type { FormField, FormSchema, FormValues } from '../../../../contract/forms/schema';
import { renderTemplate } from '../../../../contract/forms/template';
import { inLanguage } from '../../../../contract/rules/bilingual';
import { EXPORT_MAX_ROWS } from '../../../../contract/rules/fillin';
import { periodBounds, periodLabel } from '../../../../contract/rules/fillin-periods';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import type { Lang } from '../../domain/lang';
import { xlsxExport, type Cell, type XlsxExport } from '../../exports/xlsx-export';
import { appNames } from '../apps/apps.service';
import { departmentNames } from '../org/org.service';
import { peopleProfiles } from '../org/population.service';
import * as q from './fillins.queries';
import { currentFormOf } from './missions.service';
import { periodInScope, type PeriodAsk } from './people.service';

/** Rows read per query. */
const BATCH = 2_000;

const words = {
  zh: { name: '姓名', number: '学号/工号', department: '部门', className: '班级', created: '提交时间', late: '逾期', yes: '是', no: '否', sheet: '填报数据', about: '说明' },
  en: { name: 'Name', number: 'Number', department: 'Department', className: 'Class', created: 'Submitted at', late: 'Late', yes: 'yes', no: 'no', sheet: 'Submissions', about: 'About' },
};

/** A field's value as its cell: a number as a number, anything else as people read it. */
function cellOf(field: FormField, schema: FormSchema, values: FormValues, lang: Lang): Cell {
  const value = values[field.id];
  if ((field.type === 'Integer' || field.type === 'Numeric') && typeof value === 'number') return value;
  return renderTemplate(`{${field.id}}`, { schema, values, lang, regions: regionLookup });
}

export async function submissionsExport(db: DbOrTx, uid: string, lang: Lang, ask: PeriodAsk): Promise<XlsxExport> {
  const { mission, scope } = await periodInScope(db, uid, ask);
  const rows = { missionId: mission.id, periodNum: ask.period_num, within: scope.within, className: scope.className };
  const [form, names, total] = await Promise.all([currentFormOf(db, mission.app_id), appNames(db, [mission.app_id], lang), q.periodCount(db, rows)]);
  const fields = form.schema.fields.filter((f) => f.type !== 'RepeatTable' && f.type !== 'RichText');
  const w = words[lang];
  const name = names.get(mission.app_id) ?? '';
  const label = periodLabel(mission.period_kind, periodBounds(mission.plan, ask.period_num), lang);
  return xlsxExport({
    name: `${name}-${label}`,
    sheet: w.sheet,
    columns: [
      { header: w.name, width: 12 },
      { header: w.number, width: 14 },
      { header: w.department, width: 24 },
      { header: w.className, width: 12 },
      ...fields.map((f) => ({ header: inLanguage(f.label, f.label_en, lang), width: 16 })),
      { header: w.created, width: 20 },
      { header: w.late, width: 8 },
    ],
    rows: Math.min(total, EXPORT_MAX_ROWS),
    batches: async function* () {
      for (let after = 0; ; ) {
        const batch = await q.periodBatch(db, rows, after, BATCH);
        if (batch.length === 0) return;
        after = batch[batch.length - 1].id;
        const [people, departments] = await Promise.all([peopleProfiles(db, batch.map((s) => s.uid)), departmentNames(db, batch.map((s) => s.department_id), lang)]);
        yield batch.map((s): Cell[] => [
          people.get(s.uid)?.name ?? '',
          people.get(s.uid)?.number ?? s.uid,
          departments.get(s.department_id) ?? '',
          s.class_name,
          ...fields.map((f) => cellOf(f, form.schema, s.values, lang)),
          campusDateTime(s.created_at),
          s.late ? w.yes : w.no,
        ]);
      }
    },
    about: {
      sheet: w.about,
      lines: (written, madeAt) =>
        lang === 'zh'
          ? [['填报任务', name], ['填报周期', label], ['导出时间', madeAt], ['导出行数', String(written)], ['行数上限', `每次最多导出 ${EXPORT_MAX_ROWS} 行`]]
          : [['Fill-in', name], ['Period', label], ['Exported at', madeAt], ['Rows', String(written)], ['Row cap', `At most ${EXPORT_MAX_ROWS} rows per export`]],
    },
  });
}
