import type { ReactNode } from 'react';
import type { ListControls } from '@/services/use-paged-list';

export interface ListStateProps {
  /** The list from usePagedList (src/services/use-paged-list.ts). */
  list: ListControls;
  /** Names the list's test ids: `<name>-total`, `<name>-load-more`, `<name>-retry`. */
  name: string;
  /** What an empty list says (that nothing matched, when the reader narrowed it). */
  emptyText: string;
  /** Given when the reader narrowed the list: an empty list offers to clear the filters. */
  onClear?(): void;
  /** The count above the rows (the list's own words for it); none when the page shows it elsewhere. */
  totalText?: string;
  /** Rows a page holds, for the page links of a desktop list. */
  pageSize: number;
  /** Opens a page of a desktop list (the list's own showPage unless the address keeps the page). */
  onPage?(page: number): void;
  /** What shows while the first page loads (a spinner unless given, e.g. placeholder cards). */
  loading?: ReactNode;
  /** The rows loaded so far. */
  children: ReactNode;
}
