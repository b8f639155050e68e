/** The service catalogue's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const appsErrors = {
  'apps.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该服务不存在或不面向您的身份开放', en: 'This service does not exist or is not offered to your identity' },
  'apps.notThirdParty': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该服务不是第三方链接服务', en: 'This service is not a third-party link' },
  'apps.cannotStart': { status: 409, e: ErrorCode.FAILED, zh: '{reason}', en: '{reason}' },
} satisfies DomainErrorTable<'apps'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    apps: typeof appsErrors;
  }
}
