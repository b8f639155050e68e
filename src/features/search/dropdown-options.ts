/** What the dropdown lists and how its options are named, shared by the box (active option) and the list. */
import type { SearchGroups } from '@contract/calls/search';
import { sectionsOf, type HitSection, type TabKey } from './search-tabs';

/** 综合 shows the first few of each group; a group's own tab shows all the dropdown got. */
const PER_GROUP_IN_ALL = 4;

export function dropdownSections(groups: SearchGroups | null, tab: TabKey): HitSection[] {
  return sectionsOf(groups, tab, tab === 'all' ? PER_GROUP_IN_ALL : Infinity);
}

export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-${index}`;
}
