/** The site area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const siteErrors = {
  'site.notConfigured': { status: 503, e: ErrorCode.SERVER_ERROR, zh: '站点尚未初始化，请联系管理员', en: 'The site is not set up yet; please contact the administrator' },
} satisfies DomainErrorTable<'site'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    site: typeof siteErrors;
  }
}
