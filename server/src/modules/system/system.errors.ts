/** The system area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const systemErrors = {
  'system.debugLogOff': { status: 403, e: ErrorCode.FORBIDDEN, zh: '服务器未开启调试日志', en: 'Debug logging is not enabled on this server' },
} satisfies DomainErrorTable<'system'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    system: typeof systemErrors;
  }
}
