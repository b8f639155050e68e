/**
 * One notice list (a category, all notices, or the office notices), a page at a time: "load more" appends the next
 * page. Marking all read updates the rows in place.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/services/api';
import { loadPage, type NoticeHead, type NoticeKind } from './notice-kind';

export interface ListState {
  items: NoticeHead[];
  total: number;
  page: number;
  status: 'loading' | 'ready' | 'failed';
  loadingMore: boolean;
}

const EMPTY: ListState = { items: [], total: 0, page: 0, status: 'loading', loadingMore: false };

export function useNoticeList(kind: NoticeKind, categoryId: number | undefined) {
  const [state, setState] = useState<ListState>(EMPTY);
  const [attempt, setAttempt] = useState(0);
  // The list a page answers for: a late answer for an earlier choice of tab is dropped.
  const current = useRef('');

  useEffect(() => {
    const list = `${kind}:${categoryId ?? ''}:${attempt}`;
    current.current = list;
    setState(EMPTY);
    loadPage(kind, categoryId, 1).then(
      (page) => current.current === list && setState({ items: page.list, total: page.total, page: 1, status: 'ready', loadingMore: false }),
      () => current.current === list && setState({ ...EMPTY, status: 'failed' }),
    );
  }, [kind, categoryId, attempt]);

  const loadMore = useCallback(() => {
    const list = current.current;
    setState((s) => ({ ...s, loadingMore: true }));
    loadPage(kind, categoryId, state.page + 1).then(
      (page) =>
        current.current === list &&
        setState((s) => ({ ...s, items: [...s.items, ...page.list], total: page.total, page: s.page + 1, loadingMore: false })),
      () => current.current === list && setState((s) => ({ ...s, loadingMore: false })),
    );
  }, [kind, categoryId, state.page]);

  const markAllRead = useCallback(async () => {
    await api.readAllNotices({ kind, category_id: kind === 'notify' ? categoryId : undefined });
    setState((s) => ({ ...s, items: s.items.map((n) => ({ ...n, is_read: 1 })) }));
  }, [kind, categoryId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, hasMore: state.items.length < state.total, loadMore, markAllRead, retry };
}
