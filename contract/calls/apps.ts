/** Services (apps): hot, recent, favourite, the catalogue, a service's detail and its form (spec §3 App/service, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { FormSchema, PrefillSource } from '../forms/schema';
import { AppCard, Id, Int, OneOf, PageOf, Paging, Payload } from '../schemas';
import { ProcessOutline } from './matters';

const Audience = OneOf(['student', 'teacher', 'visitor'] as const);

/** A favourite (spec §3: id, name, created) with the card fields the favourites tab shows. */
export const Favourite = Type.Intersect([AppCard, Type.Object({ created: Type.String({ description: 'YYYY-MM-DD HH:mm:ss' }) })]);
export type Favourite = Static<typeof Favourite>;

const Facet = Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() });

/** A themed collection of services across categories (新生入学, 毕业离校 …), as the hall offers it. */
export const AppTheme = Type.Object({
  ...Facet.properties,
  description: Type.String({ description: 'one line, plain text' }),
});
export type AppTheme = Static<typeof AppTheme>;

export const AppMaterial = Type.Object({
  name: Type.String(),
  note: Type.String(),
  required: Type.Integer({ description: '1 required, 0 if applicable' }),
});

export const AppDetail = Type.Intersect([
  AppCard,
  Type.Object({
    description: Type.String({ description: 'the service guide, plain text' }),
    materials: Type.Array(AppMaterial),
    handling_days: Type.Union([Type.Integer(), Type.Null()], { description: 'promised handling time in working days' }),
    category_name: Type.String(),
    audiences: Type.Array(Audience),
    favourite: Type.Integer({ description: '1 when in the caller’s favourites' }),
    process: Type.Union([ProcessOutline, Type.Null()]),
    can_start: Type.Integer({ description: '1 when the caller may start it now' }),
    start_problem: Type.String({ description: 'why not, in the reader’s language; empty when can_start is 1' }),
  }),
]);
export type AppDetail = Static<typeof AppDetail>;

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
    summary: "The user's favourite services, newest first.",
    payload: Payload({}),
    result: Type.Array(Favourite),
  },
  setFavouriteApp: {
    method: 'POST',
    access: 'user',
    summary: "Adds a service to the user's favourites (favourite 1) or removes it (0); repeating a request changes nothing.",
    payload: Payload({ app_id: Id(), favourite: Int({ minimum: 0, maximum: 1 }) }),
    result: Type.Object({ favourite: Type.Integer() }),
  },
  recentappssave: {
    method: 'POST',
    access: 'user',
    summary: "Records a service in the user's recent list.",
    payload: Payload({ appId: Id() }),
    result: Type.Object({}),
  },
  thirdClickNum: {
    method: 'GET',
    changesState: 'same-site',
    access: 'optional',
    summary: 'Counts a click on a third-party link service (type 4) and answers its visit count.',
    payload: Payload({ app_id: Id() }),
    result: Type.Object({ views: Type.Integer() }),
  },
  getappsall: {
    method: 'GET',
    access: 'user',
    summary: 'Every service the user can see (feedback item choice).',
    payload: Payload({}),
    result: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  },
  getAppCatalog: {
    method: 'GET',
    access: 'optional',
    summary:
      'The service hall: the services the caller may see, filtered by audience, theme, category, department and keyword, a page at a time, with the themes, categories and departments to filter by (each counted under the other filters).',
    payload: Payload({
      ...Paging,
      audience: Type.Optional(Audience),
      theme_id: Type.Optional(Id()),
      category_id: Type.Optional(Id()),
      department_id: Type.Optional(Id()),
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
    }),
    result: Type.Intersect([
      PageOf(AppCard),
      Type.Object({ themes: Type.Array(AppTheme), categories: Type.Array(Facet), departments: Type.Array(Facet) }),
    ]),
  },
  getAppDetail: {
    method: 'GET',
    access: 'optional',
    summary:
      "A service's detail page (/matter/detail): guide, materials, handling time, process outline, and whether the caller may start it now on this terminal.",
    payload: Payload({ id: Id(), terminal: Type.Optional(OneOf(['pc', 'mobile'] as const)) }),
    result: AppDetail,
  },
  getProcessInfoNew: {
    method: 'GET',
    access: 'optional',
    summary: "The outline of a service's current approval process: its nodes in order, with handlers and labelled branches.",
    payload: Payload({ app_id: Id() }),
    result: ProcessOutline,
  },
  getAppForm: {
    method: 'GET',
    access: 'user',
    summary:
      "The current version of a service's form as the applicant sees it: texts in the reader's language, fields hidden from the applicant left out; " +
      "and fill less: the caller's profile values for the fields bound to it, each with its source (defaults the applicant may change where the field is editable).",
    payload: Payload({ app_id: Id() }),
    result: Type.Object({
      app_id: Type.Integer(),
      version: Type.Integer(),
      schema: FormSchema,
      prefill: Type.Record(Type.String(), Type.Object({ value: Type.Unknown(), source: PrefillSource, label: Type.String({ description: '来自个人信息：姓名' }) }), {
        description: 'by field id',
      }),
    }),
  },
});
