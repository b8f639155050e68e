/** How the data center names its dimensions, measures, units and the groups that have no name, in both languages. */
import type { Lang } from '../../domain/lang';

const words = {
  zh: {
    department: '按部门',
    office: '按办理部门',
    status: '按办理状态',
    service: '按服务事项',
    'period:day': '按日',
    'period:week': '按周',
    'period:month': '按月',
    period: '按填报周期',
    count: '申请数',
    countDecided: '办结数',
    countSubmitted: '提交人数',
    rate: '提交率',
    avg_hours: '平均办理时长',
    p90_hours: '90% 办理时长',
    sum: '{field}合计',
    avg: '{field}平均值',
    hours: '小时',
    percent: '%',
    noDepartment: '未设置部门',
    noOffice: '未设置办理部门',
    notGiven: '未填写',
    week: '{day} 当周',
    month: '{year}年{month}月',
    column: '统计项',
    records: '记录数',
    total: '合计',
  },
  en: {
    department: 'By department',
    office: 'By handling office',
    status: 'By status',
    service: 'By service',
    'period:day': 'By day',
    'period:week': 'By week',
    'period:month': 'By month',
    period: 'By fill-in period',
    count: 'Applications',
    countDecided: 'Handled',
    countSubmitted: 'Submitted',
    rate: 'Submission rate',
    avg_hours: 'Average handling time',
    p90_hours: '90th percentile handling time',
    sum: 'Total {field}',
    avg: 'Average {field}',
    hours: 'hours',
    percent: '%',
    noDepartment: 'No department',
    noOffice: 'No handling office',
    notGiven: 'Not given',
    week: 'Week of {day}',
    month: '{monthName} {year}',
    column: 'Group',
    records: 'Records',
    total: 'Total',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type ReportWord = keyof (typeof words)['zh'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The word in the reader's language, its `{name}` places filled. */
export function reportWord(lang: Lang, word: ReportWord, values: Record<string, string> = {}): string {
  return words[lang][word].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** A month key (YYYY-MM) as the reader reads it: 2026年11月, Nov 2026. */
export function monthLabel(lang: Lang, key: string): string {
  const [year, month] = key.split('-');
  return reportWord(lang, 'month', { year, month: String(Number(month)), monthName: MONTHS[Number(month) - 1] ?? month });
}
