/** Codes for third-party systems: the open area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const openErrors = {
  'open.noClient': { status: 409, e: ErrorCode.FAILED, zh: '该服务未登记第三方应用，无法获取授权码', en: 'This service has no registered third-party app to issue a code for' },
  'open.badClient': { status: 401, e: ErrorCode.FORBIDDEN, zh: '应用凭据无效', en: 'The app credentials are not valid' },
  'open.badCode': { status: 400, e: ErrorCode.FAILED, zh: '授权码无效、已使用或已过期', en: 'The code is not valid, was used already or has expired' },
  'open.unknownClient': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该第三方应用不存在', en: 'This third-party client does not exist' },
  'open.clientExists': { status: 409, e: ErrorCode.CONFLICT, zh: '应用 ID {appid} 已登记', en: 'The client id {appid} is registered already' },
} satisfies DomainErrorTable<'open'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    open: typeof openErrors;
  }
}
