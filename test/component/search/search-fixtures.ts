/** Search answers as the server sends them (checked against the contract by envelope-server's `ok`). */
import type { SearchGroups, SearchItem } from '@contract/calls/search';
import { findMarks, markedHtml } from '@contract/rules/search';

/** An entry found by `keyword`, marked as the server marks it. */
export function searchItem(id: number, name: string, type = 0, keyword = ''): SearchItem {
  const marks = findMarks(name, keyword);
  return { id, name: markedHtml(name, marks), origin_name: name, marks, type };
}

export function searchGroups(over: Partial<SearchGroups> = {}): SearchGroups {
  return { apps: [], reports: [], notify: [], reservation: [], office_notice: [], ...over };
}
