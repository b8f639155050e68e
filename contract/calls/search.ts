/** Search: hot keywords, the grouped search and its click log (spec §4 Search, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { SEARCH_GROUPS, SEARCH_GROUP_MAX } from '../rules/search';
import { Int, OneOf, Payload } from '../schemas';

export const SearchItem = Type.Object({
  id: Type.Integer({ description: 'the entry: a service, report, notice, reservation item or office notice id' }),
  name: Type.String({ description: 'origin_name HTML-escaped on the server with each match in <em>…</em> (contract/rules/search.ts markedHtml)' }),
  origin_name: Type.String({ description: "the entry's name in the reader's language, plain text" }),
  marks: Type.Array(Type.Object({ start: Type.Integer(), end: Type.Integer() }), {
    description: 'each keyword match in origin_name, [start, end) in UTF-16 code units; render with markSegments as text',
  }),
  type: Type.Integer({
    description: 'apps and reports: the service type (1 hall view, 2 reservation detail, 4 link, 7 and 8 start page); notify: the category id; reservation: source_type; office_notice: 0',
  }),
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
    access: 'optional',
    summary:
      "Hot keywords for the search box: the entries most clicked from search in the last 30 days by people of the caller's audience, topped up with the configured keywords.",
    payload: Payload({ search_type: Type.Optional(Int({ minimum: 0, maximum: 9 })) }),
    result: Type.Array(Type.Object({ keyword: Type.String() })),
  },
  allSearch: {
    method: 'GET',
    access: 'optional',
    summary:
      'Searches services, reports, notices, reservations and office notices the caller may see; in each group an exact name first, then names starting with the keyword, then the rest.',
    payload: Payload({
      keyword: Type.String({ minLength: 1, maxLength: 50 }),
      group: Type.Optional(OneOf(SEARCH_GROUPS, 'search this group only (a results tab); the others come back empty')),
      limit: Type.Optional(Int({ minimum: 1, maximum: SEARCH_GROUP_MAX, description: 'entries per group, default SEARCH_GROUP_SIZE' })),
    }),
    result: SearchGroups,
  },
  setSearchService: {
    method: 'GET',
    changesState: 'same-site',
    access: 'optional',
    summary: 'Logs a clicked search entry by its origin_name (feeds the hot keywords); a name the caller could not have found is refused.',
    payload: Payload({ name: Type.String({ minLength: 1, maxLength: 200 }) }),
    result: Type.Object({}),
  },
});
