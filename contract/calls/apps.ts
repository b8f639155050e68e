/** Services (apps): hot, recent, favourite, catalogue (spec §3 App/service, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { AppCard, Int, Payload } from '../schemas';

export const Favourite = Type.Object({ id: Type.Integer(), name: Type.String(), created: Type.String() });
export type Favourite = Static<typeof Favourite>;

const AppId = Int({ minimum: 1 });

export const appsCalls = defineCalls('apps', {
  homehotapps: {
    method: 'GET',
    access: 'optional',
    summary: 'Hot services, most used first; `more` asks for the longer list.',
    payload: Payload({ more: Type.Optional(Int({ minimum: 0, maximum: 1 })) }),
    result: Type.Array(AppCard),
  },
  siteLastApps: {
    method: 'GET',
    access: 'user',
    summary: "The user's recently used services, newest first.",
    payload: Payload({}),
    result: Type.Array(AppCard),
  },
  getMyApps: {
    method: 'GET',
    access: 'user',
    summary: "The user's favourite services.",
    payload: Payload({}),
    result: Type.Array(Favourite),
  },
  recentappssave: {
    method: 'POST',
    access: 'user',
    summary: "Records a service in the user's recent list.",
    payload: Payload({ appId: AppId }),
    result: Type.Object({}),
  },
  thirdClickNum: {
    method: 'GET',
    access: 'optional',
    summary: 'Counts a click on a third-party link service.',
    payload: Payload({ app_id: AppId }),
    result: Type.Object({ views: Type.Integer() }),
  },
  getappsall: {
    method: 'GET',
    access: 'user',
    summary: 'Every service the user can see (feedback item choice).',
    payload: Payload({}),
    result: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  },
});
