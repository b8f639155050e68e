/**
 * Failures of the request itself, which no area owns: malformed input (thrown by server/src/http/), rate limits and an
 * unreachable shared store (thrown by server/src/limits/). http/errors.ts adds them to the areas' tables.
 */
import { ErrorCode } from '../../../contract/envelope';
import type { DomainErrorTable } from '../domain/errors';

export const requestErrors = {
  'input.controlCharacters': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '参数 {field} 含有不允许的控制字符', en: 'Parameter {field} contains control characters that are not allowed' },
  'input.badJson': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '参数 {field} 不是有效的 JSON', en: 'Parameter {field} is not valid JSON' },
  'platform.unavailable': { status: 503, e: ErrorCode.SERVER_ERROR, zh: '服务暂时不可用，请稍后再试', en: 'The service is temporarily unavailable; please try again later' },
  'limits.tooManyRequests': { status: 429, e: ErrorCode.TOO_MANY_REQUESTS, zh: '操作过于频繁，请 {seconds} 秒后再试', en: 'Too many requests, please try again in {seconds} seconds' },
  // Optimistic locking (server/src/db/versioned.ts): the record changed since the editor loaded it; nothing was written.
  'edit.staleVersion': { status: 409, e: ErrorCode.CONFLICT, zh: '该记录已被他人修改（{by}，{at}），请重新载入后再保存，你的修改未丢失', en: 'Someone else changed this record ({by}, {at}). Reload it before saving; your edits are kept' },
  'edit.gone': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该记录已被删除', en: 'This record has been deleted' },
} satisfies DomainErrorTable<'input' | 'platform' | 'limits' | 'edit'>;

declare module '../domain/errors' {
  interface DomainErrorRegistry {
    request: typeof requestErrors;
  }
}
