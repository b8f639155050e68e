/** Data-center answers as the server sends them (each checked against its call's result schema by the envelope server). */
import type { ReportDetail, ReportItem, ReportRun } from '@contract/calls/reports';

export function reportItem(id: number, over: Partial<ReportItem> = {}): ReportItem {
  return {
    id,
    name: `报表 ${id}`,
    description: '按学院统计学生请假申请数量',
    source: 'applications',
    chart: 'bar',
    service: '学生请假申请',
    updated: '2026-11-20 10:00:00',
    ...over,
  };
}

export function reportDetail(over: Partial<ReportDetail> = {}): ReportDetail {
  return {
    ...reportItem(3, { name: '各学院请假申请统计' }),
    dimensions: [
      { key: 'department', label: '学院' },
      { key: 'period:day', label: '日期' },
    ],
    measures: [
      { key: 'count', label: '申请数' },
      { key: 'avg:form1_4', label: '平均请假天数' },
    ],
    from: '2026-10-29',
    to: '2026-11-27',
    departments: [
      { id: 11, name: '计算机科学与技术学院' },
      { id: 12, name: '外国语学院' },
    ],
    ...over,
  };
}

/** Leave applications by college: the computing college's count runs to six digits. */
export function byCollege(over: Partial<ReportRun> = {}): ReportRun {
  return {
    dimension: { key: 'department', label: '学院' },
    measure: { key: 'count', label: '申请数' },
    chart: 'bar',
    unit: '',
    rows: [
      { key: '11', label: '计算机科学与技术学院', value: 123456, count: 123456 },
      { key: '12', label: '外国语学院', value: 40, count: 40 },
    ],
    total: { value: 123496, count: 123496 },
    drill: 'period:day',
    ...over,
  };
}

/** The computing college's applications by day, after a drill-down. */
export function byDay(): ReportRun {
  return byCollege({
    dimension: { key: 'period:day', label: '日期' },
    chart: 'line',
    rows: [
      { key: '2026-11-26', label: '11-26', value: 3, count: 3 },
      { key: '2026-11-27', label: '11-27', value: 5, count: 5 },
    ],
    total: { value: 8, count: 8 },
    drill: '',
  });
}
