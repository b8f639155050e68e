/** Search: hot keywords and the grouped search (spec §4 Search, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Int, Payload } from '../schemas';

export const SearchItem = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'with the keyword marked' }),
  origin_name: Type.String(),
  type: Type.Integer({ description: 'services: 1 hall view, 2 reservation detail, 7 and 8 start page' }),
});
export type SearchItem = Static<typeof SearchItem>;

export const SearchGroups = Type.Object({
  apps: Type.Array(SearchItem),
  reports: Type.Array(SearchItem),
  notify: Type.Array(SearchItem),
  reservation: Type.Array(SearchItem),
  office_notice: Type.Array(SearchItem),
});
export type SearchGroups = Static<typeof SearchGroups>;

export const searchCalls = defineCalls('search', {
  searchWords: {
    method: 'GET',
    access: 'public',
    summary: 'Hot keywords for the search box.',
    payload: Payload({ search_type: Type.Optional(Int({ minimum: 0, maximum: 9 })) }),
    result: Type.Array(Type.Object({ keyword: Type.String() })),
  },
  allSearch: {
    method: 'GET',
    access: 'optional',
    summary: 'Searches services, reports, notices, reservations and office notices the caller may see.',
    payload: Payload({ keyword: Type.String({ minLength: 1, maxLength: 50 }) }),
    result: SearchGroups,
  },
  setSearchService: {
    method: 'GET',
    access: 'optional',
    summary: 'Logs a clicked search entry (feeds the hot keywords).',
    payload: Payload({ name: Type.String({ minLength: 1, maxLength: 100 }) }),
    result: Type.Object({}),
  },
});
