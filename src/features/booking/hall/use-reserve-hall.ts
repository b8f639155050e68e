/**
 * The hall's resources for a kind, campus and day, a page at a time (getReserveHall): a desktop goes from page to
 * page, a phone appends. Names come in the reader's language, so the language is part of the view.
 */
import type { ResourceKind } from '@contract/rules/booking';
import { api } from '@/services/api';
import { usePagedList } from '@/services/use-paged-list';
import { useUiSettings } from '@/stores/ui-settings';
import { showToast } from '@/ui/toast';
import '../booking-calls';

export const HALL_PAGE_SIZE = 12;

export interface HallFilters {
  kind: ResourceKind | '';
  campus: string;
  date: string;
}

export function useReserveHall(filters: HallFilters, onMobile: boolean) {
  const lang = useUiSettings((s) => s.lang);
  const load = (p: number) =>
    api.getReserveHall(
      { p, page_size: HALL_PAGE_SIZE, date: filters.date, kind: filters.kind || undefined, campus: filters.campus || undefined },
      { key: 'getReserveHall', quiet: true },
    );
  const list = usePagedList(JSON.stringify({ ...filters, onMobile, lang }), load, {
    mode: onMobile ? 'more' : 'pages',
    onMoreFailed: (message) => showToast({ content: message, kind: 'error' }),
  });
  return { ...list, campuses: list.answer?.campuses ?? [] };
}
