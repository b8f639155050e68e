/** The search area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const searchErrors = {
  'search.unknownEntry': { status: 404, e: ErrorCode.NOT_FOUND, zh: '没有找到该搜索结果', en: 'No such search result' },
} satisfies DomainErrorTable<'search'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    search: typeof searchErrors;
  }
}
