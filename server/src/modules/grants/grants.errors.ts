/** Grants and acting for another account: the grants area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const grantsErrors = {
  'grants.self': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '不能授权给自己', en: 'You cannot grant yourself' },
  'grants.grantEndBeforeStart': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  'grants.grantEndPassed': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '结束日期不能早于今天', en: 'The end date cannot be before today' },
  'grants.grantTooLong': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '授权期限最长一年', en: 'A grant lasts at most a year' },
  'grants.notFound': { status: 403, e: ErrorCode.FORBIDDEN, zh: '授权不存在或不是您授予的', en: 'This grant does not exist or was not made by you' },
  // Shown as it is (spec §8 e = 10044): the session is already back with the real person.
  'grants.ended': { status: 403, e: ErrorCode.SHOW_ERROR, zh: '授权已失效，已返回本人账号', en: 'The grant has ended; you are back in your own account' },
  'grants.notGranted': { status: 403, e: ErrorCode.FORBIDDEN, zh: '没有该账号的有效授权', en: 'You have no valid grant from this account' },
  'grants.notCovered': { status: 403, e: ErrorCode.FORBIDDEN, zh: '您的授权不包含此事项', en: 'Your grant does not cover this service' },
  'grants.notWhileActing': { status: 403, e: ErrorCode.FORBIDDEN, zh: '代他人办理时不能进行此操作，请先返回本人账号', en: 'This cannot be done while acting for someone; return to your own account first' },
  'grants.starterDepartment': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '发起部门不属于被代理人', en: 'The starting department is not the department of the person you act for' },
} satisfies DomainErrorTable<'grants'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    grants: typeof grantsErrors;
  }
}
