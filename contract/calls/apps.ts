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

// ── The back office's catalogue (admin:catalog) ─────────────────────────────────────────────────────────────────

/** Service types (spec §3): 1, 2, 3 services; 4 a link to another system; 7 and 8 start-page types. */
export const APP_TYPES = [1, 2, 3, 4, 7, 8] as const;
const Flag = (description: string) => Int({ minimum: 0, maximum: 1, description });
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
/** An address field: empty, or checked by the spec §5 URL rule on the server (apps.badUrl). */
const Address = Text(255);
/** A choice that may be none: 0. */
const OptionalId = (description: string) => Type.Optional(Int({ description: `${description}; 0 for none` }));
/** What saving asks of a record that exists: its id and the version it was loaded at (optimistic locking). */
const Versioned = { id: Type.Optional(Id()), version: Type.Optional(Int({ minimum: 1, description: 'the version loaded; required with id' })) };
const Saved = { version: Type.Integer(), updated_at: Type.String(), updated_by: Type.String({ description: 'the name of who saved last' }) };

/** A material to bring (app_materials), as the editor sends it inside `materials` (JSON). */
export const AppMaterialInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  name_en: Type.Optional(Type.String({ maxLength: 200 })),
  note: Type.Optional(Type.String({ maxLength: 300 })),
  note_en: Type.Optional(Type.String({ maxLength: 600 })),
  required: Type.Optional(Type.Boolean()),
});
export type AppMaterialInput = Static<typeof AppMaterialInput>;
export const AppMaterialList = Type.Array(AppMaterialInput, { maxItems: 50 });

/** Every field of a service as the back office edits it (spec §3 App/service), in both languages. */
export const AdminApp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_en: Type.String(),
  logo_url: Type.String(),
  type: Type.Integer(),
  is_folder: Type.Integer(),
  folder_id: Type.Integer({ description: '0 at the top level' }),
  folder_desc: Type.String({ description: 'a folder’s HTML detail, sanitised when saved' }),
  folder_desc_en: Type.String(),
  description: Type.String(),
  description_en: Type.String(),
  handling_days: Type.Union([Type.Integer(), Type.Null()]),
  category_id: Type.Integer(),
  category_name: Type.String(),
  department_id: Type.Integer(),
  department_name: Type.String(),
  audiences: Type.Array(Audience),
  star: Type.Number(),
  star_enable: Type.Integer(),
  show_times: Type.Integer(),
  views: Type.Integer(),
  times: Type.Integer(),
  during_upper: Type.String({ description: 'YYYY-MM-DD HH:mm:ss or empty' }),
  details_page: Type.Integer(),
  mobile_limit: Type.Integer(),
  jump_type: Type.Integer(),
  terminal: Type.Integer(),
  url: Type.String(),
  url_pc: Type.String(),
  url_mobile: Type.String(),
  qrcode: Type.String(),
  json_small_data: Type.String(),
  thirdparty_id: Type.String(),
  thirdparty_name: Type.String(),
  thirdparty_form_url_pc: Type.String(),
  thirdparty_form_url_mobile: Type.String(),
  is_hot: Type.Integer(),
  sort: Type.Integer(),
  published: Type.Integer({ description: '1 when users see it (hall, search, home, detail)' }),
  materials: Type.Array(Type.Object({ name: Type.String(), name_en: Type.String(), note: Type.String(), note_en: Type.String(), required: Type.Boolean() }), {
    description: 'filled by getAdminApp and saves; empty in lists',
  }),
  apps: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), { description: 'a folder’s services' }),
  ...Saved,
});
export type AdminApp = Static<typeof AdminApp>;

/** A service's fields as a save sends them. */
const AppInput = {
  name: Type.String({ minLength: 1, maxLength: 60 }),
  name_en: Text(120),
  logo_url: Text(500),
  audiences: Type.Array(Audience, { minItems: 1, maxItems: 3 }),
  category_id: OptionalId('the category'),
  department_id: OptionalId('the department'),
};

export const SaveAppPayload = Payload({
  ...Versioned,
  ...AppInput,
  type: OneOf(APP_TYPES, '1, 2, 3; 4 a link to another system; 7 and 8 start-page types'),
  description: Text(5000),
  description_en: Text(10000),
  handling_days: Type.Optional(Int({ maximum: 3650, description: 'working days; absent for none' })),
  star: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
  star_enable: Type.Optional(Flag('show the star rating')),
  show_times: Type.Optional(Flag('1 shows the handled count, 0 the visit count')),
  during_upper: Type.Optional(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?)?$', description: 'deadline, campus time' })),
  details_page: Type.Optional(Flag('has a details page')),
  mobile_limit: Type.Optional(OneOf([0, 1, 2] as const, '0 none, 1 desktop only, 2 mobile only')),
  jump_type: Type.Optional(OneOf([1, 2] as const, '1 url, 2 mini-program')),
  terminal: Type.Optional(OneOf([0, 1] as const, '0 use url, 1 use url_pc')),
  url: Address,
  url_pc: Address,
  url_mobile: Address,
  qrcode: Text(500),
  json_small_data: Text(2000),
  thirdparty_id: Text(64),
  thirdparty_name: Text(100),
  thirdparty_form_url_pc: Address,
  thirdparty_form_url_mobile: Address,
  is_hot: Type.Optional(Flag('among the hot services')),
  materials: Type.Optional(Type.String({ maxLength: 40000, description: 'JSON: [{name, name_en, note, note_en, required}]' })),
});
export type SaveAppPayload = Static<typeof SaveAppPayload>;

export const SaveFolderPayload = Payload({
  ...Versioned,
  ...AppInput,
  folder_desc: Text(20000),
  folder_desc_en: Text(40000),
  app_ids: Type.Optional(Type.Array(Id(), { maxItems: 200, description: 'the services inside, in order' })),
});
export type SaveFolderPayload = Static<typeof SaveFolderPayload>;

export const AdminCategory = Type.Object({ id: Type.Integer(), name: Type.String(), name_en: Type.String(), sort: Type.Integer(), apps: Type.Integer({ description: 'services in it' }), ...Saved });
export type AdminCategory = Static<typeof AdminCategory>;
export const SaveCategoryPayload = Payload({ ...Versioned, name: Type.String({ minLength: 1, maxLength: 40 }), name_en: Text(80), sort: Type.Optional(Int({ maximum: 100000 })) });

export const AdminTheme = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_en: Type.String(),
  description: Type.String(),
  description_en: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Integer(),
  app_ids: Type.Array(Type.Integer()),
  ...Saved,
});
export type AdminTheme = Static<typeof AdminTheme>;
export const SaveThemePayload = Payload({
  ...Versioned,
  name: Type.String({ minLength: 1, maxLength: 40 }),
  name_en: Text(80),
  description: Text(200),
  description_en: Text(400),
  sort: Type.Optional(Int({ maximum: 100000 })),
  enabled: Type.Optional(Flag('offered in the hall')),
  app_ids: Type.Optional(Type.Array(Id(), { maxItems: 200, description: 'its services, in order' })),
});

const Choice = Type.Object({ id: Type.Integer(), name: Type.String() });
const RecordRef = Payload({ id: Id(), version: Int({ minimum: 1 }) });

export const catalogAdminCalls = defineCalls('apps', {
  getAdminApps: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Services (or folders) as the back office lists them, published or not, filtered and sorted.',
    payload: Payload({
      ...Paging,
      kind: Type.Optional(OneOf(['service', 'folder'] as const)),
      name: Type.Optional(Type.String({ maxLength: 50 })),
      category_id: Type.Optional(Id()),
      department_id: Type.Optional(Id()),
      published: Type.Optional(Flag('only published (1) or unpublished (0)')),
      sort: Type.Optional(OneOf(['sort', 'name', 'updated_at', 'views', 'times'] as const)),
      order: Type.Optional(OneOf(['asc', 'desc'] as const)),
    }),
    result: PageOf(AdminApp),
  },
  getAdminApp: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'One service or folder with every field, for its edit form.',
    payload: Payload({ id: Id() }),
    result: AdminApp,
  },
  getCatalogChoices: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'What the catalogue’s forms choose from: categories, departments, folders and services.',
    payload: Payload({}),
    result: Type.Object({ categories: Type.Array(Choice), departments: Type.Array(Choice), folders: Type.Array(Choice), services: Type.Array(Choice) }),
  },
  adminSaveApp: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Creates a service (unpublished) or saves one at the version loaded; a stale version is refused (409).',
    okText: 'saved',
    payload: SaveAppPayload,
    result: AdminApp,
  },
  saveAppFolder: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Creates a folder (unpublished) or saves one, with its sanitised HTML detail and the services inside.',
    okText: 'saved',
    payload: SaveFolderPayload,
    result: AdminApp,
  },
  moveApp: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Moves a service one place up or down within its category (and folder).',
    payload: Payload({ id: Id(), direction: OneOf(['up', 'down'] as const) }),
    result: Type.Object({ moved: Type.Integer({ description: '0 when it is first or last already' }) }),
  },
  deleteApp: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Deletes a service or an empty folder at the version loaded; refused while it has applications.',
    payload: RecordRef,
    result: Type.Object({}),
  },
  getAdminAppCategories: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Every service category in its order, with how many services each holds.',
    payload: Payload({}),
    result: Type.Array(AdminCategory),
  },
  saveAppCategory: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Creates or saves a service category (optimistic locking).',
    okText: 'saved',
    payload: SaveCategoryPayload,
    result: AdminCategory,
  },
  deleteAppCategory: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Deletes a category that holds no service.',
    payload: RecordRef,
    result: Type.Object({}),
  },
  getAdminAppThemes: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Every theme in its order with its services.',
    payload: Payload({}),
    result: Type.Array(AdminTheme),
  },
  saveAppTheme: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Creates or saves a theme and its services (optimistic locking).',
    okText: 'saved',
    payload: SaveThemePayload,
    result: AdminTheme,
  },
  deleteAppTheme: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Deletes a theme (its services stay).',
    payload: RecordRef,
    result: Type.Object({}),
  },
});
