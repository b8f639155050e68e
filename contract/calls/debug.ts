/**
 * Client diagnostics: the timeline log and the visit beacon (spec §7).
 * The timeline log is accepted only where the server enables it (CLIENT_DEBUG_LOG; on for the demo campus, off
 * otherwise) and the client sends it only with the local flag openPostTimeLine. Both are rate-limited per address.
 */
import { Type } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { OneOf, Payload } from '../schemas';

export const DEBUG_LOG_MAX_CHARS = 8000;

export const debugCalls = defineCalls('debug', {
  debugLog: {
    method: 'POST',
    path: '/api/debug/log',
    access: 'optional',
    summary: 'Client timeline entries; sent only when the local flag openPostTimeLine is set, accepted only when the server enables it.',
    payload: Payload({
      type: Type.String({ minLength: 1, maxLength: 40 }),
      uid: Type.Optional(Type.String({ maxLength: 64 })),
      data: Type.String({ maxLength: DEBUG_LOG_MAX_CHARS }),
    }),
    result: Type.Object({}),
  },
  visitsCollect: {
    method: 'GET',
    changesState: 'same-site',
    path: '/api/visits/collect',
    access: 'optional',
    summary: "Visit beacon (an image request): which client, counted per day; the user is the session's, a uid naming anyone else is ignored.",
    payload: Payload({ agent: OneOf(['pc', 'mobile'] as const), uid: Type.Optional(Type.String({ maxLength: 64 })) }),
    result: Type.Object({}),
  },
});
