/**
 * A list a page at a time (spec §7 paging: p, page_size; answers carry the total). Desktops go from page to page;
 * phones append the next page as the reader reaches the end, and pulling down loads the first page again. A new key
 * (other filters) starts over; a late answer for an earlier key or page is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadFailure } from '../shared/use-loaded';

export interface Page<T> {
  list: T[];
  total: number;
}

export type PagedMode = 'pages' | 'more';

export interface PagedState<T> {
  items: T[];
  total: number;
  page: number;
  status: 'loading' | 'ready' | 'failed';
  loadingMore: boolean;
  message: string;
}

export const PAGE_SIZE = 10;

const START: PagedState<never> = { items: [], total: 0, page: 1, status: 'loading', loadingMore: false, message: '' };

export function usePagedList<T>(key: string | undefined, load: (p: number) => Promise<Page<T>>, mode: PagedMode) {
  const [state, setState] = useState<PagedState<T>>(START);
  const asked = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  /** `append` adds the page to the rows shown; `quiet` replaces them without showing the list as loading meanwhile. */
  const fetchPage = useCallback((page: number, append: boolean, quiet = false): Promise<void> => {
    const ask = ++asked.current;
    setState((s) => (append ? { ...s, loadingMore: true } : quiet ? s : { ...s, status: 'loading', page }));
    return loader.current(page).then(
      (answer) => {
        if (ask !== asked.current) return;
        setState((s) => ({ items: append ? [...s.items, ...answer.list] : answer.list, total: answer.total, page, status: 'ready', loadingMore: false, message: '' }));
      },
      (error: unknown) => {
        const failed = loadFailure(error);
        if (ask !== asked.current || !failed) return;
        const message = failed.status === 'failed' ? failed.message : '';
        setState((s) => (append ? { ...s, loadingMore: false } : { ...START, status: 'failed', message }));
      },
    );
  }, []);

  useEffect(() => {
    if (key === undefined) return;
    setState(START);
    void fetchPage(1, false);
  }, [key, fetchPage]);

  const hasMore = state.status === 'ready' && state.items.length < state.total && mode === 'more';
  const loadMore = useCallback(() => {
    if (state.status === 'ready' && !state.loadingMore && state.items.length < state.total) void fetchPage(state.page + 1, true);
  }, [state, fetchPage]);
  const showPage = useCallback((page: number) => void fetchPage(page, false), [fetchPage]);
  /** Loads again, the rows staying in view meanwhile: from the first page on a phone, the page shown on a desktop. */
  const refresh = useCallback(() => fetchPage(mode === 'more' ? 1 : state.page, false, state.status === 'ready'), [fetchPage, mode, state.page, state.status]);
  /** Changes rows in place (one marked read) without loading again. */
  const patch = useCallback((change: (items: T[]) => T[]) => setState((s) => ({ ...s, items: change(s.items) })), []);
  return { state, hasMore, loadMore, showPage, refresh, patch };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/** What a list's body needs of it (any item type). */
export type ListControls = Pick<PagedList<unknown>, 'state' | 'hasMore' | 'loadMore' | 'showPage' | 'refresh'>;
