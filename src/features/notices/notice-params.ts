/** The notice list's query: `kind=office_notice` for the office notices, else `category_id` (all when absent). */
import type { NoticeKind } from './notice-kind';
import { noticeId } from './use-notice-detail';

export function listParams(params: Record<string, string | undefined>): { kind: NoticeKind; categoryId?: number } {
  if (params.kind === 'office_notice') return { kind: 'office_notice' };
  return { kind: 'notify', categoryId: noticeId(params.category_id) ?? undefined };
}
