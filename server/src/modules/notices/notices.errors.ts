/** The notices area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const noticesErrors = {
  'notices.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该公告不存在或您无权查看', en: 'This notice does not exist or you may not read it' },
  'notices.staffOnly': { status: 403, e: ErrorCode.FORBIDDEN, zh: '办公公告仅向教职工开放', en: 'Office notices are for staff only' },
  'notices.categoryRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '请选择公告分类', en: 'Please choose a category for the notice' },
  'notices.unknownCategory': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该公告分类不存在', en: 'This notice category does not exist' },
  'notices.categoryInUse': { status: 409, e: ErrorCode.CONFLICT, zh: '该分类下还有公告，请先移走或删除这些公告', en: 'This category still holds notices; move or delete them first' },
  'notices.categoryNameTaken': { status: 409, e: ErrorCode.CONFLICT, zh: '已有同名的公告分类', en: 'A notice category of this name already exists' },
  'notices.contentRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '请输入公告内容', en: 'Please enter the notice text' },
  'notices.badSendTime': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '发布时间不正确', en: 'The send time is not a valid time' },
} satisfies DomainErrorTable<'notices'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    notices: typeof noticesErrors;
  }
}
