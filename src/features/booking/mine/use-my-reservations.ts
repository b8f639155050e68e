/** 我的预约 on one tab, a page at a time (myReservations): pages on a desktop, "load more" on a phone. */
import type { BookingTab } from '@contract/rules/booking';
import { api } from '@/services/api';
import { usePagedList } from '@/services/use-paged-list';
import { useUiSettings } from '@/stores/ui-settings';
import { showToast } from '@/ui/toast';
import '../booking-calls';

export const MINE_PAGE_SIZE = 10;

export function useMyReservations(tab: BookingTab, onMobile: boolean) {
  const lang = useUiSettings((s) => s.lang);
  const load = (p: number) => api.myReservations({ tab, p, page_size: MINE_PAGE_SIZE }, { key: 'myReservations', quiet: true });
  return usePagedList(`${tab}-${onMobile}-${lang}`, load, {
    mode: onMobile ? 'more' : 'pages',
    onMoreFailed: (message) => showToast({ content: message, kind: 'error' }),
  });
}
