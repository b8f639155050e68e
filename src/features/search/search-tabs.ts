/**
 * The result tabs of the search box and the full results page (spec §2 "Other dialogs"): 综合 first, then one tab per
 * result group of allSearch (spec §3 "Search result item", §7), in the spec's order.
 */
import type { SearchGroups, SearchItem } from '@contract/calls/search';
import { SEARCH_GROUPS, type SearchGroup } from '@contract/rules/search';

export type GroupKey = SearchGroup;
export type TabKey = 'all' | GroupKey;

const GROUPS = SEARCH_GROUPS;
export const TABS: readonly TabKey[] = ['all', ...GROUPS];

/** One result with the group it came in: the group decides where it leads. */
export interface Hit {
  group: GroupKey;
  item: SearchItem;
}

export interface HitSection {
  group: GroupKey;
  hits: Hit[];
}

/** The non-empty groups a tab shows, each cut to `perGroup` results (the dropdown's 综合 shows a few of each). */
export function sectionsOf(groups: SearchGroups | null, tab: TabKey, perGroup = Infinity): HitSection[] {
  if (!groups) return [];
  const keys = tab === 'all' ? GROUPS : [tab];
  return keys
    .map((group) => ({ group, hits: groups[group].slice(0, perGroup).map((item) => ({ group, item })) }))
    .filter((section) => section.hits.length > 0);
}

/** How many results each tab has, for the tab titles. */
export function tabCounts(groups: SearchGroups | null): Record<TabKey, number> {
  const counts = Object.fromEntries(GROUPS.map((g) => [g, groups?.[g].length ?? 0])) as Record<GroupKey, number>;
  return { all: GROUPS.reduce((sum, g) => sum + counts[g], 0), ...counts };
}

/** A stable key and element id part for a hit (ids repeat across groups). */
export function hitKey(hit: Hit): string {
  return `${hit.group}-${hit.item.id}`;
}
