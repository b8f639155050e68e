/**
 * Where a search result leads (spec §4 "Search"): services by their type — 1 the reservation hall view, 2 the
 * reservation detail, 7 and 8 the start page; other services their detail page, as a service card does —
 * reservation items by their source type (spec §3: 1 the hall, else the detail), reports to their detail, notices
 * to informDetails and office notices to billboarddetails (same tab, spec §2).
 */
import { isStartPageType } from '@contract/rules/launch';
import type { Hit } from './search-tabs';

export interface ResultTarget {
  route: string;
  query: Record<string, number>;
}

const BY_SERVICE_TYPE: Record<number, string> = {
  1: '/reserve/hallView',
  2: '/reserve/reserveDetail',
};

export function resultTarget({ group, item }: Hit): ResultTarget {
  switch (group) {
    case 'reports':
      return { route: '/report/detail', query: { id: item.id } };
    case 'notify':
      return { route: '/site/informDetails', query: { id: item.id } };
    case 'office_notice':
      return { route: '/site/billboarddetails', query: { wid: item.id } };
    case 'reservation':
      return { route: item.type === 1 ? '/reserve/hallView' : '/reserve/reserveDetail', query: { id: item.id } };
    case 'apps':
      // Start-page types open as a service card opens them (launchStep); the others by the spec's search rule.
      return { route: isStartPageType(item.type) ? '/matter/start' : (BY_SERVICE_TYPE[item.type] ?? '/matter/detail'), query: { id: item.id } };
  }
}
