/** The audit area's failures: a filter's days that are not days, or that run backwards. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const auditErrors = {
  'audit.badDay': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '日期 {day} 不存在', en: 'There is no day {day}' },
  'audit.backwardRange': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '开始日期不能晚于结束日期', en: 'The start date cannot be after the end date' },
} satisfies DomainErrorTable<'audit'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    audit: typeof auditErrors;
  }
}
