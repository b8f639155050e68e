/**
 * The catalogue for a view of the hall, a page at a time (spec §7 getAppCatalog): a desktop shows the page its
 * address names; a phone appends the next page as the reader reaches the end, keeping the rows it has. The filters'
 * themes, categories and departments stay in view while another page or view loads. Names come in the reader's
 * language and the services are the caller's to see, so the language and the session are part of the view.
 */
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import { api } from '@/services/api';
import { usePagedList } from '@/services/use-paged-list';
import { useUiSettings } from '@/stores/ui-settings';
import { showToast } from '@/ui/toast';
import { catalogPayload, type HallFilters } from './rules/hall-query';

type Catalog = ResultOf<typeof calls.getAppCatalog>;
export type Facets = Pick<Catalog, 'themes' | 'categories' | 'departments'>;

const NO_FACETS: Facets = { themes: [], categories: [], departments: [] };

const sayMoreFailed = (message: string) => showToast({ content: message, kind: 'error' });

/** `filters` is null while the view cannot be known yet (the session, which sets the default audience, is being read). */
export function useCatalog(filters: HallFilters | null, onMobile: boolean, who: string | undefined) {
  const lang = useUiSettings((s) => s.lang);
  const startPage = onMobile || !filters ? 1 : filters.page;
  const view = filters ? JSON.stringify({ ...filters, page: startPage, onMobile, lang, who }) : undefined;
  // Asked only while there is a view, so only with filters.
  const load = (page: number) => api.getAppCatalog(catalogPayload(filters as HallFilters, page), { key: 'getAppCatalog', quiet: true });
  const list = usePagedList(view, load, {
    mode: onMobile ? 'more' : 'pages',
    startPage,
    onMoreFailed: sayMoreFailed,
  });
  const facets: Facets = list.answer ?? NO_FACETS;
  return { ...list, facets };
}
