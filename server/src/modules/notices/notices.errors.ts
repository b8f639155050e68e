/** The notices area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const noticesErrors = {
  'notices.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该公告不存在或您无权查看', en: 'This notice does not exist or you may not read it' },
  'notices.staffOnly': { status: 403, e: ErrorCode.FORBIDDEN, zh: '办公公告仅向教职工开放', en: 'Office notices are for staff only' },
} satisfies DomainErrorTable<'notices'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    notices: typeof noticesErrors;
  }
}
