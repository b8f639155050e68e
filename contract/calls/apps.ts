/** Services (apps): hot, recent, favourite, catalogue (spec §3 App/service, §7). */
import { Type } from '@sinclair/typebox';
import { apiPath, defineCall } from '../call';
import { AppCard, Int, Payload } from '../schemas';

export const appsCalls = {
  homehotapps: defineCall({
    name: 'homehotapps',
    method: 'GET',
    path: apiPath('apps', 'homehotapps'),
    area: 'apps',
    access: 'optional',
    summary: 'Hot services, most used first; `more` asks for the longer list.',
    payload: Payload({ more: Type.Optional(Int({ minimum: 0, maximum: 1 })) }),
    result: Type.Array(AppCard),
  }),
  siteLastApps: defineCall({
    name: 'siteLastApps',
    method: 'GET',
    path: apiPath('apps', 'siteLastApps'),
    area: 'apps',
    access: 'user',
    summary: "The user's recently used services, newest first.",
    payload: Payload({}),
    result: Type.Array(AppCard),
  }),
};
