/** The organisation's people, as pickers need them. */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Payload } from '../schemas';

/** What a people picker shows of a person, and nothing more. */
export const PersonChoice = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  number: Type.String(),
  departName: Type.String(),
});
export type PersonChoice = Static<typeof PersonChoice>;

/** The most people one search returns. */
export const PEOPLE_SEARCH_LIMIT = 20;

export const orgCalls = defineCalls('org', {
  searchPeople: {
    method: 'GET',
    access: 'user',
    summary: `People of the organisation (staff and students) whose name contains the keyword or whose number starts with it; at most ${PEOPLE_SEARCH_LIMIT}, exact and prefix matches first.`,
    payload: Payload({ keyword: Type.String({ minLength: 1, maxLength: 30 }) }),
    result: Type.Array(PersonChoice),
  },
});
