/** The one place where a domain error becomes an envelope code and an HTTP status (spec §8). */
import { ErrorCode } from '../../../contract/envelope';
import type { DomainErrorCode } from '../domain/errors';

export const domainErrorResponses: Record<DomainErrorCode, { e: number; status: number }> = {
  'auth.loginRequired': { e: ErrorCode.LOGIN_REQUIRED, status: 401 },
  'auth.forbidden': { e: ErrorCode.FORBIDDEN, status: 403 },
  'auth.badCredentials': { e: ErrorCode.FAILED, status: 401 },
  'auth.accountDisabled': { e: ErrorCode.FAILED, status: 403 },
  'auth.tooManyAttempts': { e: ErrorCode.TOO_MANY_REQUESTS, status: 429 },
  'auth.busy': { e: ErrorCode.TOO_MANY_REQUESTS, status: 503 },
  'auth.foreignOrigin': { e: ErrorCode.FORBIDDEN, status: 403 },
  'input.controlCharacters': { e: ErrorCode.INVALID_INPUT, status: 400 },
  'site.notConfigured': { e: ErrorCode.SERVER_ERROR, status: 503 },
  'apps.notFound': { e: ErrorCode.NOT_FOUND, status: 404 },
  'apps.notThirdParty': { e: ErrorCode.INVALID_INPUT, status: 400 },
  'forms.noForm': { e: ErrorCode.NOT_FOUND, status: 404 },
  'forms.invalid': { e: ErrorCode.INVALID_INPUT, status: 400 },
  'forms.unknownPeople': { e: ErrorCode.INVALID_INPUT, status: 400 },
  'processes.invalid': { e: ErrorCode.INVALID_INPUT, status: 400 },
};
