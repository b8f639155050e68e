import type { Static, TSchema } from '@sinclair/typebox';
import type { GrantablePermit } from './rules/admin-rights';
import type { TextKey } from './texts';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may make a call. The server enforces it before the handler runs:
 * - public: anyone;
 * - optional: anyone, the handler sees the user when signed in;
 * - user: signed-in users (else e = 10042);
 * - admin: users holding at least one permit, or super users (spec §6).
 */
export type CallAccess = 'public' | 'optional' | 'user' | 'admin';

/**
 * Kinds of objects a payload may name that belong to someone: an application (instance), an approval task, an
 * uploaded file, a period away (out of office), a message, a booking, a fill-in submission, an official document. The server checks, before the handler, that the
 * caller may touch every object a call's `owns` fields name (else e = 403, the same answer for a missing object).
 */
export const OWNED_KINDS = ['instance', 'task', 'file', 'absence', 'message', 'booking', 'submission', 'document'] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

/**
 * How a GET that changes something may be sent (the spec names some state-changing calls GET). A browser sends GETs
 * for another site's links, images and scripts with the user's cookies, so the server's origin guard treats these as
 * it treats every POST:
 * - 'same-site': only from our own pages (and ALLOWED_ORIGINS); refused when a browser sends it for another site;
 * - 'navigation': also when another site sends the browser here as a top-level page (the CAS server returning the
 *   user with a ticket), never as its image, frame, script or fetch.
 */
export type StateChange = 'same-site' | 'navigation';

export interface CallDef<P extends TSchema = TSchema, R extends TSchema = TSchema, A extends CallAccess = CallAccess> {
  /** The spec's name of the call (§7), used as the OpenAPI operationId. */
  name: string;
  method: HttpMethod;
  /** Real path on our server. */
  path: string;
  /** Product area, the server module that answers it. */
  area: string;
  access: A;
  summary: string;
  /** Schema of the payload (query for GET, form body for POST). */
  payload: P;
  /** Schema of `d` in a successful envelope. */
  result: R;
  /** Body is multipart (uploads) rather than form-encoded. */
  multipart?: boolean;
  /**
   * Payload fields naming objects that belong to someone, and their kind (a field may hold one id or a list). The
   * server's ownership guard checks them before the handler; the OpenAPI operation carries them as x-owned-objects.
   */
  owns?: Readonly<Record<string, OwnedKind>>;
  /** The text `m` carries on success, where the spec names one (§8: 验证码已发送, 修改成功); else 'ok'. */
  okText?: TextKey;
  /** A GET that changes state, and from where it may come (see StateChange); POSTs always come from our own pages. */
  changesState?: StateChange;
  /**
   * Only the person may make it, never someone acting for them under a grant (spec §6, refused while acting): it
   * changes the account itself, its grants or its way in, or its period away (which hands every task of the person to
   * someone, whatever service it is of).
   */
  personal?: true;
  /** Its handler deals with acting itself (going back to one's own account, signing out): the acting guard lets it be. */
  handlesActing?: true;
  /**
   * Never sensitive (spec §8), whatever the administrator marks: the calls that give or set up the second factor,
   * and those every page needs to start.
   */
  alwaysOpen?: true;
  /**
   * An administrator's call (access 'admin'): the permit or back-office right the caller must hold (a super user holds
   * every one). The server refuses anyone else with 403 before the handler; the OpenAPI operation carries it as
   * x-permit. Every admin call names one (contract/calls/calls.test.ts).
   */
  permit?: GrantablePermit;
}

export type PayloadOf<C> = C extends CallDef<infer P, TSchema> ? Static<P> : never;
export type ResultOf<C> = C extends CallDef<TSchema, infer R> ? Static<R> : never;

/** A call as its area's table writes it: name and area come from the table, the path too unless the spec pins one. */
export type CallSpec<P extends TSchema = TSchema, R extends TSchema = TSchema, A extends CallAccess = CallAccess> = Omit<
  CallDef<P, R, A>,
  'name' | 'area' | 'path'
> & {
  path?: string;
};

type CallsOf<D extends Record<string, CallSpec>> = {
  [K in keyof D & string]: CallDef<D[K]['payload'], D[K]['result'], D[K]['access']> & { name: K };
};

/** Where a call is served unless the spec pins its path: the back office's calls under /api/admin/ (one prefix to route, log and guard). */
export function defaultPath(area: string, name: string, access: CallAccess): string {
  return access === 'admin' ? `/api/admin/${area}/${name}` : `/api/${area}/${name}`;
}

/**
 * One product area's calls, keyed by their spec names. Each call is named by its key and, unless the spec pins a
 * path, served at /api/{area}/{name} (an administrator's call at /api/admin/{area}/{name}), so names, areas and paths
 * cannot drift apart.
 */
export function defineCalls<D extends Record<string, CallSpec>>(area: string, specs: D): CallsOf<D> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, { ...spec, name, area, path: spec.path ?? defaultPath(area, name, spec.access) }]),
  ) as CallsOf<D>;
}
