/**
 * How the document lists page: page links on a desktop, "load more" on a phone (at the end of the page), a next
 * page's failure said in a toast; and read again when the reader comes back from a document, where what they did
 * (signed for it, submitted it) may have moved it to another tab or status.
 */
import { useRef } from 'react';
import { usePageShow, useReachBottom } from '@/platform/page-events';
import type { ListControls, PagedOptions } from '@/services/use-paged-list';
import { showToast } from '@/ui/toast';

export const PAGE_SIZE = 10;

export const pagedOn = (onMobile: boolean): PagedOptions => ({
  mode: onMobile ? 'more' : 'pages',
  onMoreFailed: (message) => showToast({ content: message, kind: 'error' }),
});

export function useListEvents(list: ListControls, onMobile: boolean): void {
  const latest = useRef(list);
  latest.current = list;
  useReachBottom(() => onMobile && list.loadMore());
  // Not on the first show, while the list still loads.
  usePageShow(() => {
    if (latest.current.state.status === 'ready') void latest.current.refresh();
  });
}
