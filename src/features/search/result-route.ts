/**
 * Where a search result leads (spec §4 "Search"): reservation items by their source type (spec §3: 1 the hall view,
 * else the reservation detail); services as a service card opens them — types 7 and 8 their start page, the others
 * their detail page (a service's type 1 or 2 is an application type, not a reservation's source type: sending it to
 * the booking pages would open some resource that happens to share its id); reports to their detail, notices to
 * informDetails and office notices to billboarddetails (same tab, spec §2).
 */
import { isStartPageType } from '@contract/rules/launch';
import type { Hit } from './search-tabs';

export interface ResultTarget {
  route: string;
  query: Record<string, number>;
}

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
      return { route: isStartPageType(item.type) ? '/matter/start' : '/matter/detail', query: { id: item.id } };
  }
}
