/** Search: hot keywords and the grouped search (spec §4 Search, §7). */
import { Type } from '@sinclair/typebox';
import { apiPath, defineCall } from '../call';
import { Int, Payload } from '../schemas';

export const searchCalls = {
  searchWords: defineCall({
    name: 'searchWords',
    method: 'GET',
    path: apiPath('search', 'searchWords'),
    area: 'search',
    access: 'public',
    summary: 'Hot keywords for the search box.',
    payload: Payload({ search_type: Type.Optional(Int({ minimum: 0, maximum: 9 })) }),
    result: Type.Array(Type.Object({ keyword: Type.String() })),
  }),
};
