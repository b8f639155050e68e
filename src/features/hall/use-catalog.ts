/**
 * The catalogue for a view of the hall, a page at a time (spec §7 getAppCatalog): a desktop shows the page its
 * address names; a phone appends the next page as the reader reaches the end, keeping the rows it has. The filters'
 * themes, categories and departments stay in view while another page or view loads. Names come in the reader's
 * language and the services are the caller's to see, so the language and the session are part of the view; a late
 * answer for an earlier view is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import type { AppCard } from '@contract/schemas';
import { loadFailure } from '@/features/matters/shared/use-loaded';
import { api } from '@/services/api';
import { useUiSettings } from '@/stores/ui-settings';
import { showToast } from '@/ui/toast';
import { catalogPayload, type HallFilters } from './rules/hall-query';

type Catalog = ResultOf<typeof calls.getAppCatalog>;
export type Facets = Pick<Catalog, 'themes' | 'categories' | 'departments'>;

export interface CatalogState {
  status: 'loading' | 'ready' | 'failed';
  items: AppCard[];
  total: number;
  page: number;
  facets: Facets;
  loadingMore: boolean;
  message: string;
}

const START: CatalogState = { status: 'loading', items: [], total: 0, page: 1, facets: { themes: [], categories: [], departments: [] }, loadingMore: false, message: '' };

/** `filters` is null while the view cannot be known yet (the session, which sets the default audience, is being read). */
export function useCatalog(filters: HallFilters | null, onMobile: boolean, who: string | undefined) {
  const [state, setState] = useState<CatalogState>(START);
  const lang = useUiSettings((s) => s.lang);
  const asked = useRef(0);

  const fetchPage = useCallback((f: HallFilters, page: number, append: boolean) => {
    const ask = ++asked.current;
    setState((s) => (append ? { ...s, loadingMore: true } : { ...s, status: 'loading', page }));
    api.getAppCatalog(catalogPayload(f, page), { key: 'getAppCatalog', quiet: true }).then(
      ({ list, total, themes, categories, departments }) => {
        if (ask !== asked.current) return;
        setState((s) => ({ status: 'ready', items: append ? [...s.items, ...list] : list, total, page, facets: { themes, categories, departments }, loadingMore: false, message: '' }));
      },
      (error: unknown) => {
        const failed = loadFailure(error);
        if (ask !== asked.current || !failed) return;
        const message = failed.status === 'failed' ? failed.message : '';
        if (append) {
          setState((s) => ({ ...s, loadingMore: false }));
          if (message) showToast({ content: message, kind: 'error' });
        } else setState((s) => ({ ...s, status: 'failed', items: [], message }));
      },
    );
  }, []);

  const view = filters ? JSON.stringify({ ...filters, page: onMobile ? 1 : filters.page, lang, who }) : null;
  const current = useRef(filters);
  current.current = filters;
  useEffect(() => {
    if (view !== null && current.current) fetchPage(current.current, onMobile ? 1 : current.current.page, false);
  }, [view, onMobile, fetchPage]);

  const hasMore = onMobile && state.status === 'ready' && state.items.length < state.total;
  const loadMore = useCallback(() => {
    if (hasMore && !state.loadingMore && current.current) fetchPage(current.current, state.page + 1, true);
  }, [hasMore, state.loadingMore, state.page, fetchPage]);
  const retry = useCallback(() => {
    if (current.current) fetchPage(current.current, onMobile ? 1 : current.current.page, false);
  }, [onMobile, fetchPage]);
  return { state, hasMore, loadMore, retry };
}
