/** The search area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const searchErrors = {
  'search.unknownEntry': { status: 404, e: ErrorCode.NOT_FOUND, zh: '没有找到该搜索结果', en: 'No such search result' },
  'search.keywordRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '请输入热门关键词', en: 'Please enter the hot keyword' },
  'search.keywordTaken': { status: 409, e: ErrorCode.CONFLICT, zh: '该搜索类型下已有这个热门关键词', en: 'This search type has this hot keyword already' },
} satisfies DomainErrorTable<'search'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    search: typeof searchErrors;
  }
}
