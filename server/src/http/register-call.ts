/**
 * Registers one named call of the contract as a route: its method and path, payload validation,
 * the envelope as response schema, its spec name as operationId, and its access rule.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallAccess, CallDef } from '../../../contract/call';
import { ErrorCode } from '../../../contract/envelope';
import { specText } from '../../../contract/texts';
import { DomainError } from '../domain/errors';
import { agentStarter, demandGrantReach, guardActing } from './acting';
import { resolveCaller } from './caller';
import type { AppDeps, CallContext, CallerOf } from './context';
import { controlCharacterField } from './control-characters';
import { pickLanguage } from './messages';
import type { OriginGuardRouteConfig } from './origin-guard';
import { demandOwnership } from './ownership';

export type CallHandler<P extends TSchema, R extends TSchema, A extends CallAccess> = (
  payload: Static<P>,
  ctx: CallContext<A>,
) => Promise<Static<R>>;

/**
 * A payload schema as served: an object's undeclared fields are removed when it is validated (Ajv removeAdditional),
 * so no guard or handler reads a field the call does not take, whatever a caller adds. Removed rather than refused:
 * clients merge agent params and fields of other calls into a payload, and an extra field was never an error. A
 * schema that itself takes open keys (additionalProperties or patternProperties) keeps them.
 */
function closed(schema: TSchema): TSchema {
  const open = schema.type !== 'object' || 'additionalProperties' in schema || 'patternProperties' in schema;
  return open ? schema : { ...schema, additionalProperties: false };
}

/** An administrator's call: the caller holds its permit (a super user holds all), or, for a call naming none, is an administrator. */
function mayAdminister(deps: AppDeps, user: NonNullable<CallerOf<'user'>>, permit: string | undefined): Promise<boolean> {
  return permit ? deps.hooks.accounts.holdsPermit(deps.db, user, permit) : deps.hooks.accounts.isAdministrator(deps.db, user);
}

const ErrorEnvelope = Type.Object({ e: Type.Integer(), m: Type.String(), d: Type.Null() });

export interface CallOptions {
  /**
   * A read-mostly answer (the site's settings, the service lists): sent with an ETag, and as 304 Not Modified to a
   * client that already holds it, so a page opened again revalidates instead of downloading it again.
   */
  etag?: boolean;
}

interface Written {
  body: string;
  etag: string;
}

/**
 * Envelopes already written, by their answer, route and message: an answer kept in memory (db/shared-memo.ts) is the
 * same object on every call until it changes, so it is serialised and hashed once, and forgotten with it.
 */
const written = new WeakMap<object, Map<string, Written>>();

function write(request: FastifyRequest, reply: FastifyReply, envelope: { m: string; d: unknown }): Written {
  const answer = typeof envelope.d === 'object' && envelope.d !== null ? envelope.d : undefined;
  const key = `${request.routeOptions.url}\n${envelope.m}`;
  const byRoute = answer && written.get(answer);
  const known = byRoute?.get(key);
  if (known) return known;
  const body = String(reply.serialize(envelope));
  const made = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  if (byRoute) byRoute.set(key, made);
  else if (answer) written.set(answer, new Map([[key, made]]));
  return made;
}

/** The envelope as the route's compiled serializer writes it, with its ETag; 304 when the client holds that one. */
function sendWithEtag(request: FastifyRequest, reply: FastifyReply, envelope: { m: string; d: unknown }) {
  const { body, etag } = write(request, reply, envelope);
  // private: an answer can be the caller's own (their audience, their favourite); no-cache: asked again each time.
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

export function registerCall<P extends TSchema, R extends TSchema, A extends CallAccess>(
  app: FastifyInstance,
  deps: AppDeps,
  call: CallDef<P, R, A>,
  handler: CallHandler<P, R, A>,
  options: CallOptions = {},
): void {
  // An upload's body is the file itself (streamed by its handler); its parameters travel in the query, as a GET's do.
  const fromQuery = call.method === 'GET' || call.multipart === true;
  const payloadKey = fromQuery ? 'querystring' : 'body';
  const guard: OriginGuardRouteConfig = { changesState: call.changesState };
  app.route({
    method: call.method,
    url: call.path,
    // A GET that changes state is refused from another site, as every POST is (./origin-guard.ts).
    config: guard,
    schema: {
      operationId: call.name,
      summary: call.summary,
      // The back office's calls are listed together; each names the permit it needs.
      tags: [call.access === 'admin' ? 'admin' : call.area],
      ...(call.permit ? { 'x-permit': call.permit } : {}),
      // The payload fields naming objects that belong to someone, and their kinds (the ownership guard checks them).
      ...(call.owns ? { 'x-owned-objects': call.owns } : {}),
      [payloadKey]: closed(call.payload),
      response: {
        200: Type.Object({ e: Type.Integer(), m: Type.String(), d: call.result }),
        '4xx': ErrorEnvelope,
        '5xx': ErrorEnvelope,
      },
    },
    // Before the schema: PostgreSQL refuses NUL in text, and no field of ours takes control characters.
    preValidation: async (request) => {
      const field = controlCharacterField(fromQuery ? request.query : request.body);
      if (field !== null) throw new DomainError('input.controlCharacters', { field });
    },
    handler: async (request, reply) => {
      const lang = pickLanguage(request.headers['accept-language']);
      const { user, token, expiresAt } = call.access === 'public' ? { user: null, token: null, expiresAt: null } : await resolveCaller(deps, request, reply);
      if (!user && (call.access === 'user' || call.access === 'admin')) throw new DomainError('auth.loginRequired');
      const payload = (fromQuery ? request.query : request.body ?? {}) as Static<P>;
      if (user && token && expiresAt) await guardActing(deps, call, { user, token, expiresAt }, request, reply);
      if (user && call.access === 'admin' && !(await mayAdminister(deps, user, call.permit))) throw new DomainError('auth.forbidden');
      // A call the administrator marked sensitive asks a user with TOTP on for a recent code (spec §8: e = 2).
      if (user && token) await deps.hooks.secondFactor(deps.db, deps.sessions, call.name, { uid: user.uid, token });
      if (user) await agentStarter(deps, payload as Record<string, unknown>, user);
      await demandOwnership(deps.db, call, user, payload);
      if (user) await demandGrantReach(deps, call, payload as Record<string, unknown>, user);
      const ctx = { ...deps, user: user as CallerOf<A>, token: token as CallContext<A>['token'], lang, request, reply };
      const d = await handler(payload, ctx);
      // A download answers with the file itself: its handler sends it through `reply` and waits until it is sent.
      if (reply.sent) return reply;
      const envelope = { e: ErrorCode.OK, m: call.okText ? specText(call.okText, lang) : 'ok', d };
      return options.etag ? sendWithEtag(request, reply, envelope) : envelope;
    },
  });
}
