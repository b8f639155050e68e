/**
 * A list a page at a time (spec §7 paging: p, page_size; answers carry the total), for every list of the portal.
 * Desktops go from page to page; phones append the next page as the reader reaches the end, and pulling down loads
 * the first page again. A new key (other filters, another language or reader) starts over on `startPage`; a late
 * answer for an earlier key or page is dropped. A failed first page says why and keeps the page it asked for, so a
 * retry asks for it again; a failed next page keeps the rows shown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadFailure } from './use-loaded';

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

export interface PagedOptions {
  mode: PagedMode;
  /** The page a new key opens on (a desktop address may name one); the first by default. */
  startPage?: number;
  /** A next page could not load: the rows stay, and this hears why (the hall says so in a toast). */
  onMoreFailed?(message: string): void;
}

type ItemOf<A> = A extends Page<infer T> ? T : never;

const START: PagedState<never> = { items: [], total: 0, page: 1, status: 'loading', loadingMore: false, message: '' };

/** `load` answers a page; what else its answer carries (the hall's facets) is `answer`, kept from the last one. */
export function usePagedList<A extends Page<unknown>>(key: string | undefined, load: (page: number) => Promise<A>, options: PagedOptions) {
  type T = ItemOf<A>;
  const { mode, startPage = 1 } = options;
  const [state, setState] = useState<PagedState<T>>(START);
  const [answer, setAnswer] = useState<A | null>(null);
  const asked = useRef(0);
  const loader = useRef(load);
  loader.current = load;
  const moreFailed = useRef(options.onMoreFailed);
  moreFailed.current = options.onMoreFailed;

  /** `append` adds the page to the rows shown; `quiet` replaces them without showing the list as loading meanwhile. */
  const fetchPage = useCallback((page: number, append: boolean, quiet = false): Promise<void> => {
    const ask = ++asked.current;
    setState((s) => (append ? { ...s, loadingMore: true } : quiet ? s : { ...s, status: 'loading', page }));
    return loader.current(page).then(
      (answered) => {
        if (ask !== asked.current) return;
        const list = answered.list as T[];
        setAnswer(answered);
        setState((s) => ({ items: append ? [...s.items, ...list] : list, total: answered.total, page, status: 'ready', loadingMore: false, message: '' }));
      },
      (error: unknown) => {
        const failed = loadFailure(error);
        if (ask !== asked.current || !failed) return;
        const message = failed.status === 'failed' ? failed.message : '';
        if (!append) return setState({ ...START, page, status: 'failed', message });
        setState((s) => ({ ...s, loadingMore: false }));
        if (message) moreFailed.current?.(message);
      },
    );
  }, []);

  const opening = useRef(startPage);
  opening.current = startPage;
  useEffect(() => {
    if (key === undefined) return;
    setState(START);
    void fetchPage(opening.current, false);
  }, [key, fetchPage]);

  const hasMore = mode === 'more' && state.status === 'ready' && state.items.length < state.total;
  const loadMore = useCallback(() => {
    if (hasMore && !state.loadingMore) void fetchPage(state.page + 1, true);
  }, [hasMore, state.loadingMore, state.page, fetchPage]);
  const showPage = useCallback((page: number) => void fetchPage(page, false), [fetchPage]);
  /** Loads again, the rows staying in view meanwhile: from the first page on a phone, the page shown on a desktop. */
  const refresh = useCallback(() => fetchPage(mode === 'more' ? 1 : state.page, false, state.status === 'ready'), [fetchPage, mode, state.page, state.status]);
  /** Changes rows in place (one marked read) without loading again. */
  const patch = useCallback((change: (items: T[]) => T[]) => setState((s) => ({ ...s, items: change(s.items) })), []);
  return { state, answer, mode, hasMore, loadMore, showPage, refresh, patch };
}

/** What a list's body needs of it (any item type). */
export type ListControls = Pick<ReturnType<typeof usePagedList<Page<unknown>>>, 'state' | 'mode' | 'hasMore' | 'loadMore' | 'showPage' | 'refresh'>;
