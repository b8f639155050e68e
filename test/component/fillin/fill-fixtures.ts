/** Fill-in answers as the server sends them (each checked against its call's result schema by the envelope server). */
import type { FillFieldSummary, FillMission, FillMissionSummary, FillPeriod, FillReport, FillStats, FillSubmission } from '@contract/calls/fillins';
import type { FormSchema } from '@contract/forms';

/** This campus year: the pages write a stamp of this year without it. */
export const YEAR = String(new Date(Date.now() + 8 * 3_600_000).getUTCFullYear());
/** A campus stamp of this year: at('11-27 22:00') is 22:00 on 27 November. */
export const at = (monthDayTime: string) => `${YEAR}-${monthDayTime}:00`;

export const page = <T>(list: T[], total = list.length, p = 1, page_size = 10) => ({ list, total, p, page_size });

/** The daily health check-in's form: a temperature, where the student is, and how they feel. */
export const healthForm: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Numeric', label: '体温', required: true, min: 34, max: 43, precision: 1, unit: '℃' },
    {
      id: 'form1_2',
      type: 'Radio',
      label: '当前所在地',
      required: true,
      options: [
        { value: 'campus', label: '在校' },
        { value: 'home', label: '在家' },
      ],
    },
    { id: 'form1_3', type: 'Input', label: '备注' },
  ],
} as FormSchema;

export function period(num: number, over: Partial<FillPeriod> = {}): FillPeriod {
  return { num, label: `11月${num}日`, due_date: `${YEAR}-11-${String(num).padStart(2, '0')}`, opens_at: at(`11-${String(num).padStart(2, '0')} 00:00`), closes_at: at(`11-${String(num).padStart(2, '0')} 22:00`), ...over };
}

export function fillReport(id: number, over: Partial<FillReport> = {}): FillReport {
  return {
    id,
    app_id: 100 + id,
    period_num: 27,
    app_type: 9,
    is_multi: 0,
    app_name: '每日健康打卡',
    created: at('11-27 00:00'),
    status: 0,
    period_kind: 'daily',
    period_label: '11月27日',
    closes_at: at('11-27 22:00'),
    submitted: 0,
    ...over,
  };
}

export function mission(over: Partial<FillMission> = {}): FillMission {
  return {
    id: 3,
    app_id: 103,
    name: '每日健康打卡',
    description: '请每天 22:00 前如实填报。',
    department: '学生工作处',
    period_kind: 'daily',
    is_multi: 0,
    late_policy: 'refuse',
    period: period(27),
    status: 0,
    server_time: at('11-27 09:00'),
    refusal: '',
    late: false,
    form: { version: 1, schema: healthForm },
    mine: [],
    last_values: JSON.stringify({ form1_1: 36.5, form1_2: 'campus', form1_3: '' }),
    last_period_label: '11月26日',
    ...over,
  };
}

export function submission(id: number, over: Partial<FillSubmission> = {}): FillSubmission {
  return {
    id,
    mission_id: 3,
    app_name: '每日健康打卡',
    period: period(27),
    uid: 'u-2023010101',
    name: '王思远',
    number: '2023010101',
    department: '计算机科学与技术学院',
    class_name: '计科2301',
    created: at('11-27 08:10'),
    updated: at('11-27 08:10'),
    late: false,
    form: { version: 1, schema: healthForm },
    values: JSON.stringify({ form1_1: 36.6, form1_2: 'campus', form1_3: '' }),
    editable: true,
    ...over,
  };
}

export function missionSummary(id: number, over: Partial<FillMissionSummary> = {}): FillMissionSummary {
  return { id, app_id: 100 + id, name: '每日健康打卡', department: '学生工作处', period_kind: 'daily', period: period(27), population: 13, submitted: 12, rate: 12 / 13, ...over };
}

const rate = (population: number, submitted: number, late = 0) => ({ population, submitted, late, rate: population ? submitted / population : 0 });

export function fieldSummaries(): FillFieldSummary[] {
  return [
    { field_id: 'form1_1', label: '体温', kind: 'number', answered: 12, options: [], number: { sum: 438.6, avg: 36.55, min: 36.1, max: 37.2 }, dates: [] },
    {
      field_id: 'form1_2',
      label: '当前所在地',
      kind: 'options',
      answered: 12,
      options: [
        { value: 'campus', label: '在校', count: 9 },
        { value: 'home', label: '在家', count: 3 },
      ],
      number: null,
      dates: [],
    },
  ];
}

export function stats(over: Partial<FillStats> = {}): FillStats {
  return {
    mission: missionSummary(3),
    period: period(27),
    periods: [period(27), period(26), period(25)],
    totals: rate(13, 12, 1),
    departments: [{ department_id: 7, name: '计算机科学与技术学院', ...rate(13, 12, 1) }],
    classes: [
      { department_id: 7, class_name: '计科2301', ...rate(8, 8) },
      { department_id: 7, class_name: '计科2302', ...rate(5, 4, 1) },
    ],
    fields: fieldSummaries(),
    ...over,
  };
}

export const missingPerson = (uid: string, name: string, over: Partial<{ reminded_at: string; class_name: string }> = {}) => ({
  uid,
  name,
  number: uid,
  department: '计算机科学与技术学院',
  class_name: '计科2302',
  reminded_at: '',
  ...over,
});
