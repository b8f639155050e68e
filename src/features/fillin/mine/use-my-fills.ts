/** 我的填报 on one tab, a page at a time (fillreportmylist): pages on a desktop, "load more" on a phone. */
import type { FillinStatus } from '@contract/rules/fillin';
import { api } from '@/services/api';
import { usePagedList } from '@/services/use-paged-list';
import { useUiSettings } from '@/stores/ui-settings';
import { showToast } from '@/ui/toast';

export const MINE_PAGE_SIZE = 10;

/** The tabs in their order: everything (those to fill first, as the server sorts), then each status. */
export const FILL_TABS = ['all', '0', '1', '3', '2'] as const;
export type FillTab = (typeof FILL_TABS)[number];

export function useMyFills(tab: FillTab, onMobile: boolean) {
  const lang = useUiSettings((s) => s.lang);
  const status = tab === 'all' ? undefined : (Number(tab) as FillinStatus);
  const load = (p: number) => api.fillreportmylist({ p, page_size: MINE_PAGE_SIZE, status }, { key: 'fillreportmylist', quiet: true });
  return usePagedList(`${tab}-${onMobile}-${lang}`, load, {
    mode: onMobile ? 'more' : 'pages',
    onMoreFailed: (message) => showToast({ content: message, kind: 'error' }),
  });
}
