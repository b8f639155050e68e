/**
 * The data center's failures: a report that is not there, a dimension or measure it does not offer, a time range
 * that is not one (a day that does not exist, backwards, longer than a year), and a department outside the caller's
 * data scope.
 */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const reportsErrors = {
  'reports.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该报表不存在或已停用', en: 'This report does not exist or is not in use' },
  'reports.unknownDimension': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该报表不能按“{key}”统计', en: 'This report cannot be grouped by "{key}"' },
  'reports.unknownMeasure': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该报表没有“{key}”这项指标', en: 'This report has no measure "{key}"' },
  'reports.badDay': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '日期 {day} 不存在', en: 'There is no day {day}' },
  'reports.backwardRange': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '开始日期不能晚于结束日期', en: 'The start date cannot be after the end date' },
  'reports.rangeTooLong': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '统计时间跨度不能超过 {days} 天', en: 'The time range cannot be longer than {days} days' },
  'reports.outOfScope': {
    status: 403,
    e: ErrorCode.FORBIDDEN,
    zh: '您的数据权限不包含该部门，只能查看授权范围内的数据',
    en: 'Your data scope does not include this department; you can see only the departments you are granted',
  },
} satisfies DomainErrorTable<'reports'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    reports: typeof reportsErrors;
  }
}
