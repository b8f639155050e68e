import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may make a call. The server enforces it before the handler runs:
 * - public: anyone;
 * - optional: anyone, the handler sees the user when signed in;
 * - user: signed-in users (else e = 10042);
 * - admin: users holding at least one permit, or super users (spec §6).
 */
export type CallAccess = 'public' | 'optional' | 'user' | 'admin';

export interface CallDef<P extends TSchema = TSchema, R extends TSchema = TSchema> {
  /** The spec's name of the call (§7), used as the OpenAPI operationId. */
  name: string;
  method: HttpMethod;
  /** Real path on our server. */
  path: string;
  /** Product area, the server module that answers it. */
  area: string;
  access: CallAccess;
  summary: string;
  /** Schema of the payload (query for GET, form body for POST). */
  payload: P;
  /** Schema of `d` in a successful envelope. */
  result: R;
  /** Body is multipart (uploads) rather than form-encoded. */
  multipart?: boolean;
}

export type PayloadOf<C> = C extends CallDef<infer P, TSchema> ? Static<P> : never;
export type ResultOf<C> = C extends CallDef<TSchema, infer R> ? Static<R> : never;

/** Keeps literal types of a call definition while checking its shape. */
export function defineCall<P extends TSchema, R extends TSchema>(def: CallDef<P, R>): CallDef<P, R> {
  return def;
}

/** Real path of a named call that the spec does not pin: /api/{area}/{name}. */
export function apiPath(area: string, name: string): string {
  return `/api/${area}/${name}`;
}
