/** Search: hot keywords, the grouped search and its click log (spec §4 Search, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { SEARCH_GROUPS, SEARCH_GROUP_MAX } from '../rules/search';
import { Id, Int, OneOf, PageOf, Paging, Payload } from '../schemas';

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

export const AdminHotKeyword = Type.Object({
  id: Type.Integer(),
  keyword: Type.String(),
  search_type: Type.Integer({ description: 'the search box it is offered in (system_setting.search_type)' }),
  sort: Type.Integer(),
  version: Type.Integer(),
  updated_at: Type.String({ description: 'YYYY-MM-DD HH:mm:ss, campus time' }),
});
export type AdminHotKeyword = Static<typeof AdminHotKeyword>;

/** The back office's configured hot keywords: what tops up the clicked ones under the search box. */
export const searchAdminCalls = defineCalls('search', {
  adminHotKeywords: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:content',
    summary: 'The configured hot keywords (of one search type when given), in display order.',
    payload: Payload({ ...Paging, search_type: Type.Optional(Int({ minimum: 0, maximum: 9 })) }),
    result: PageOf(AdminHotKeyword),
  },
  saveHotKeyword: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Adds a hot keyword (no id) or saves one at the version the editor loaded; a keyword appears once per search type.',
    okText: 'saved',
    payload: Payload({
      id: Type.Optional(Id()),
      version: Type.Optional(Int({ minimum: 1 })),
      keyword: Type.String({ minLength: 1, maxLength: 50 }),
      search_type: Int({ minimum: 0, maximum: 9 }),
      sort: Int({ maximum: 9999 }),
    }),
    result: AdminHotKeyword,
  },
  deleteHotKeyword: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:content',
    summary: 'Deletes a hot keyword at the version the editor saw.',
    payload: Payload({ id: Id(), version: Int({ minimum: 1 }) }),
    result: Type.Object({}),
  },
});
