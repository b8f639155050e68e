/**
 * Schemas shared by several calls: payload fragments and the entities of spec §3.
 * Field names follow the spec exactly, including its spellings (e.g. `messagge`).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** The largest value of PostgreSQL's `integer`, the type of our id and count columns. */
export const INT_MAX = 2_147_483_647;

/**
 * Integer that may arrive as a form/query string; the server coerces it. Never negative and never past what a
 * column holds unless the call narrows it further: a larger value is refused by the schema (400) rather than by
 * the database (500).
 */
export const Int = (opts: { minimum?: number; maximum?: number; default?: number; description?: string } = {}) =>
  Type.Integer({ minimum: 0, maximum: INT_MAX, ...opts });

/** The id of a stored row (a service, a notice, a category …). */
export const Id = () => Int({ minimum: 1 });

/** Optional integer flag with the given allowed values. */
export const OneOf = <T extends number | string>(values: readonly T[], description?: string) =>
  Type.Union(values.map((v) => Type.Literal(v)), description ? { description } : {});

/** The id of a stored object (a user, a file) as the client names it. */
export const ObjectId = Type.String({ minLength: 1, maxLength: 64 });

/** Agent (delegate) params and exam department, merged into every payload by the client (spec §7). */
export const AgentParams = {
  agent_uid: Type.Optional(Type.String({ maxLength: 64 })),
  starter_depart_id: Type.Optional(Type.String({ maxLength: 64 })),
  agent_name: Type.Optional(Type.String({ maxLength: 100 })),
  exam_depart_id: Type.Optional(Type.String({ maxLength: 64 })),
};

/** A payload schema: the call's own fields plus the agent params every payload may carry. */
export function Payload<P extends Record<string, TSchema>>(props: P) {
  return Type.Object({ ...props, ...AgentParams });
}

export const Paging = {
  p: Type.Optional(Int({ minimum: 1, maximum: 100000, default: 1, description: 'page number, from 1' })),
  page_size: Type.Optional(Int({ minimum: 1, maximum: 100, default: 10 })),
};

export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    p: Type.Integer(),
    page_size: Type.Integer(),
  });

/**
 * A service (app) card as lists show it (spec §3 App/service). Names and texts arrive in the reader's language
 * (Accept-Language): English where the catalogue has it, Chinese otherwise.
 */
const AppFields = {
  id: Type.Integer(),
  name: Type.String(),
  logo_url: Type.String(),
  /** 1, 2, 3 services; 4 third-party link; 7 and 8 start-page types. */
  type: Type.Integer(),
  is_folder: Type.Integer({ description: '1 for an application folder (group)' }),
  folder_desc: Type.String({ description: 'HTML detail of a folder, sanitised on the server' }),
  departName: Type.String(),
  star: Type.Number(),
  star_enable: Type.String({ description: 'yes or no' }),
  show_times: Type.String({ description: 'yes: show handled count (times); no: visit count (views)' }),
  views: Type.Integer(),
  times: Type.Integer(),
  during_upper: Type.String({ description: 'deadline, YYYY-MM-DD HH:mm:ss or empty' }),
  details_page: Type.Integer({ description: '1 when the service has a details page' }),
  mobile_limit: Type.Integer({ description: '0 none, 1 desktop only, 2 mobile only' }),
  jump_type: Type.Integer({ description: '1 url, 2 mini-program' }),
  terminal: Type.Integer({ description: '0 use url, 1 use url_pc' }),
  url: Type.String(),
  url_pc: Type.String(),
  url_mobile: Type.String(),
  qrcode: Type.String(),
  json_small_data: Type.String({ description: 'mini-program jump info (JSON)' }),
  thirdparty_id: Type.String(),
  thirdparty_name: Type.String(),
  thirdparty_form_url_pc: Type.String({ description: "the third-party system's form view address on a desktop" }),
  thirdparty_form_url_mobile: Type.String({ description: "the third-party system's form view address on a phone" }),
  source_type: Type.Integer({ description: 'reservation items: 1 hall, else detail' }),
};
export const AppCard = Type.Object({
  ...AppFields,
  apps: Type.Array(Type.Object(AppFields), { description: 'children of a folder' }),
});
export type AppCard = Static<typeof AppCard>;

export const UserInfo = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  number: Type.String(),
  college: Type.String(),
  sex: Type.String(),
  avatar: Type.String(),
  administrative_level: Type.String(),
  identity: Type.String(),
  identity_type: OneOf(['staff', 'student', 'other'] as const),
  identity_name: Type.String(),
  mobile: Type.String({ description: 'masked' }),
  email: Type.String({ description: 'masked' }),
  isCurrent: Type.Integer(),
  dataTheme: Type.String(),
  /** 0 unknown, 1 registered, 2 added by admin, 3 script import. */
  source_type: Type.Integer(),
  /** Present while the session acts for a granting account: the real person behind it (the banner's "you are …"). */
  actor: Type.Optional(Type.Object({ uid: Type.String(), name: Type.String() })),
});
export type UserInfo = Static<typeof UserInfo>;

export const Link = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  /** 1 header, 2 footer */
  type: Type.Integer(),
  new_tab: Type.Integer(),
});
export type Link = Static<typeof Link>;

export const Empty = Type.Object({});
