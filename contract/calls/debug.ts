/** Client diagnostics: timeline log and the visit beacon (spec §7). */
import { Type } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { OneOf, Payload } from '../schemas';

export const debugCalls = defineCalls('debug', {
  debugLog: {
    method: 'POST',
    path: '/api/debug/log',
    access: 'optional',
    summary: 'Client timeline entries; sent only when the local flag openPostTimeLine is set.',
    payload: Payload({
      type: Type.String({ minLength: 1, maxLength: 40 }),
      uid: Type.Optional(Type.String({ maxLength: 64 })),
      data: Type.String({ maxLength: 8000 }),
    }),
    result: Type.Object({}),
  },
  visitsCollect: {
    method: 'GET',
    path: '/api/visits/collect',
    access: 'public',
    summary: 'Visit beacon (an image request): which client and, when known, which user.',
    payload: Payload({ agent: OneOf(['pc', 'mobile'] as const), uid: Type.Optional(Type.String({ maxLength: 64 })) }),
    result: Type.Object({}),
  },
});
