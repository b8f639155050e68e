/** Opening a search result: the click is logged for the hot keywords (setSearchService, spec §7), then the page opens. */
import { api } from '@/services/api';
import { goTo } from '@/platform/navigation';
import { resultTarget } from './result-route';
import type { Hit } from './search-tabs';

export function openResult(hit: Hit): void {
  // Logging must never hold up or stop the navigation.
  api.setSearchService({ name: hit.item.origin_name }, { quiet: true }).catch(() => undefined);
  const { route, query } = resultTarget(hit);
  goTo(route, query);
}
