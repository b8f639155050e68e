/**
 * One notice list (a category, all notices, or the office notices), a page at a time: "load more" appends the next
 * page, on desktops too. Marking all read updates the rows in place.
 */
import { useCallback } from 'react';
import { api } from '@/services/api';
import { usePagedList } from '@/services/use-paged-list';
import { loadPage, type NoticeKind } from './notice-kind';

export function useNoticeList(kind: NoticeKind, categoryId: number | undefined) {
  const list = usePagedList(`${kind}:${categoryId ?? ''}`, (p) => loadPage(kind, categoryId, p), { mode: 'more' });
  const { patch } = list;

  const markAllRead = useCallback(async () => {
    await api.readAllNotices({ kind, category_id: kind === 'notify' ? categoryId : undefined });
    patch((items) => items.map((n) => ({ ...n, is_read: 1 })));
  }, [kind, categoryId, patch]);

  return { list, markAllRead };
}
