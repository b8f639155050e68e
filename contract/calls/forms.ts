/** Drafts of service forms: saved as the user goes, resumed later, dropped when the application is submitted. */
import { Type } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Id, Payload } from '../schemas';

const Draft = Type.Object({
  version: Type.Integer({ description: 'the form version the draft was begun on' }),
  values: Type.Record(Type.String(), Type.Unknown()),
  saved: Type.String({ description: 'YYYY-MM-DD HH:mm:ss' }),
});

export const formsCalls = defineCalls('forms', {
  saveDraft: {
    method: 'POST',
    access: 'user',
    summary: "Keeps the caller's unfinished form of a service (one draft per service), as typed; it is checked when submitted.",
    payload: Payload({ app_id: Id(), values: Type.String({ minLength: 2, maxLength: 200_000, description: 'JSON: the values so far' }) }),
    result: Type.Object({ saved: Type.String() }),
  },
  getDraft: {
    method: 'GET',
    access: 'user',
    summary: "The caller's draft of a service, or null.",
    payload: Payload({ app_id: Id() }),
    result: Type.Union([Draft, Type.Null()]),
  },
  deleteDraft: {
    method: 'POST',
    access: 'user',
    summary: "Drops the caller's draft of a service.",
    payload: Payload({ app_id: Id() }),
    result: Type.Object({}),
  },
});
