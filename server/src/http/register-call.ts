/**
 * Registers one named call of the contract as a route: its method and path, payload validation,
 * the envelope as response schema, its spec name as operationId, and its access rule.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { CallDef } from '../../../contract/call';
import { ErrorCode } from '../../../contract/envelope';
import { isAdmin } from '../../../contract/rules/permissions';
import { resolveCaller } from './caller';
import type { AppDeps, CallContext } from './context';
import { AppError } from './errors';
import { pickLanguage, t } from './messages';

export type CallHandler<P extends TSchema, R extends TSchema> = (payload: Static<P>, ctx: CallContext) => Promise<Static<R>>;

const ErrorEnvelope = Type.Object({ e: Type.Integer(), m: Type.String(), d: Type.Null() });

export function registerCall<P extends TSchema, R extends TSchema>(
  app: FastifyInstance,
  deps: AppDeps,
  call: CallDef<P, R>,
  handler: CallHandler<P, R>,
  /** Extra route settings, e.g. a stricter rate limit. */
  routeConfig?: Record<string, unknown>,
): void {
  const payloadKey = call.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: call.method,
    url: call.path,
    config: routeConfig,
    schema: {
      operationId: call.name,
      summary: call.summary,
      tags: [call.area],
      [payloadKey]: call.payload,
      response: {
        200: Type.Object({ e: Type.Integer(), m: Type.String(), d: call.result }),
        '4xx': ErrorEnvelope,
        '5xx': ErrorEnvelope,
      },
    },
    handler: async (request, reply) => {
      const lang = pickLanguage(request.headers['accept-language']);
      const { user, token } = call.access === 'public' ? { user: null, token: null } : await resolveCaller(deps, request, reply);
      if (!user && (call.access === 'user' || call.access === 'admin')) {
        throw new AppError(ErrorCode.LOGIN_REQUIRED, t(lang, 'loginRequired'), 401);
      }
      if (user && call.access === 'admin' && !(await callerIsAdmin(deps, user.uid, user.issuper))) {
        throw new AppError(ErrorCode.FORBIDDEN, t(lang, 'forbidden'), 403);
      }
      const payload = (call.method === 'GET' ? request.query : request.body ?? {}) as Static<P>;
      const d = await handler(payload, { ...deps, user, token, lang, request, reply });
      return { e: ErrorCode.OK, m: 'ok', d };
    },
  });
}

async function callerIsAdmin(deps: AppDeps, uid: string, issuper: number): Promise<boolean> {
  if (issuper === 1) return true;
  const permits = await deps.db.selectFrom('user_permits').select(['permit', 'web']).where('uid', '=', uid).execute();
  return isAdmin({
    issuper,
    permits: permits.filter((p) => !p.web).map((p) => p.permit),
    web_permits: permits.filter((p) => p.web).map((p) => p.permit),
  });
}
