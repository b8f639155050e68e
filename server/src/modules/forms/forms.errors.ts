/** The forms area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const formsErrors = {
  'forms.noForm': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该服务没有在线表单', en: 'This service has no online form' },
  'forms.invalid': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '表单填写有误：{field}', en: 'The form has a mistake: {field}' },
  'forms.unknownPeople': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '所选人员不存在或已离开学校：{uids}', en: 'The chosen people are not in the organisation: {uids}' },
} satisfies DomainErrorTable<'forms'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    forms: typeof formsErrors;
  }
}
