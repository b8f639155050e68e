/**
 * Efficiency supervision's failures: a service or application outside the supervisor's departments, a person to
 * reassign to who is not there, and an intervention without its reason.
 */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const supervisionErrors = {
  'supervision.outOfScope': {
    status: 403,
    e: ErrorCode.FORBIDDEN,
    zh: '该服务不在您的督查范围内',
    en: 'This service is outside the departments you supervise',
  },
  'supervision.noSuchPerson': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '找不到要改派的人员', en: 'The person to reassign to was not found' },
  'supervision.reasonRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '请填写原因', en: 'Please give the reason' },
} satisfies DomainErrorTable<'supervision'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    supervision: typeof supervisionErrors;
  }
}
