/**
 * People matching what is typed in a people picker (searchPeople; the form's User field, the back office's grant
 * holder), asked as the reader types (./use-typed-search.ts).
 */
import type { PersonChoice } from '@contract/calls/org';
import { api } from '@/services/api';
import { useTypedSearch } from '@/services/use-typed-search';

export type PeopleSearch = { state: 'idle' } | { state: 'searching' } | { state: 'done'; people: PersonChoice[] } | { state: 'failed' };

const searchPeople = (keyword: string, key: string) => api.searchPeople({ keyword }, { key, quiet: true });

export function usePeopleSearch(keyword: string, requestKey: string): PeopleSearch {
  // The call takes up to 30 characters; no name or number is longer.
  const result = useTypedSearch(keyword, { maxLength: 30, requestKey }, searchPeople);
  return result.state === 'done' ? { state: 'done', people: result.found } : result;
}
