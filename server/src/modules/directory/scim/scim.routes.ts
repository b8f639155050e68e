/**
 * The SCIM 2.0 server at /scim/v2 (RFC 7644): discovery documents, Users and Groups. These are protocol routes, not
 * calls of the spec: bodies are application/scim+json (or JSON) checked by the schemas of scim-bodies.ts, a client
 * signs in with its bearer token, and every failure is answered in SCIM's error format. Each change a client makes,
 * or fails to make, is a run of its connector in the back office.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppDeps } from '../../../http/context';
import * as q from '../directory.queries';
import { tokenHash } from '../tokens';
import { recordRequestRun } from '../runs.service';
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from './groups.service';
import { listResponse, type ScimContext } from './scim-context';
import { ScimError, scimFailure, sendScimError } from './scim-error';
import { resourceTypes, SCIM_CONTENT_TYPE, schemaDocuments, serviceProviderConfig } from './scim-schemas';
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser } from './users.service';

const ListQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 1000 })),
  startIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
  count: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const hidden = { hide: true };

/** What each resource endpoint does. */
interface ResourceOps {
  list(ctx: ScimContext, query: { filter?: string; startIndex?: number; count?: number }): Promise<object>;
  get(ctx: ScimContext, id: string): Promise<object>;
  create(ctx: ScimContext, body: unknown): Promise<object>;
  replace(ctx: ScimContext, id: string, body: unknown, ifMatch: string | undefined): Promise<object>;
  patch(ctx: ScimContext, id: string, body: unknown, ifMatch: string | undefined): Promise<object>;
  remove(ctx: ScimContext, id: string, ifMatch: string | undefined): Promise<void>;
}

const unauthorized = () => new ScimError(401, 'A valid bearer token is required');

export function scimRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(
    async (scim) => {
      scim.removeAllContentTypeParsers();
      scim.addContentTypeParser(['application/scim+json', 'application/json'], { parseAs: 'string', bodyLimit: 4 * 1024 * 1024 }, (_request, body, done) => {
        try {
          done(null, body === '' ? undefined : JSON.parse(body as string));
        } catch {
          done(new ScimError(400, 'The body is not valid JSON', 'invalidSyntax'), undefined);
        }
      });
      scim.setErrorHandler((error: FastifyError, request, reply) => {
        const failure = error.validation ? new ScimError(400, error.message, 'invalidValue') : scimFailure(error);
        if (failure.status >= 500) request.log.error({ err: error }, 'SCIM request failed');
        return sendScimError(reply, failure);
      });
      scim.setNotFoundHandler((_request, reply) => sendScimError(reply, new ScimError(404, 'No such endpoint')));

      const contexts = new WeakMap<FastifyRequest, ScimContext>();
      scim.addHook('onRequest', async (request) => {
        const header = request.headers.authorization ?? '';
        const token = /^Bearer\s+(\S{20,200})$/i.exec(header)?.[1];
        const connector = token ? await q.connectorByTokenHash(deps.db, tokenHash(token)) : undefined;
        if (!connector || connector.kind !== 'scim') throw unauthorized();
        contexts.set(request, { db: deps.db, sessions: deps.sessions, connector, now: deps.now() });
      });
      const ctx = (request: FastifyRequest) => contexts.get(request)!;
      const answer = (reply: FastifyReply, status: number, body: object) => {
        const { meta } = body as { meta?: { version?: string; location?: string } };
        if (meta?.version) reply.header('etag', meta.version);
        if (meta?.location) reply.header('location', meta.location);
        return reply.code(status).type(SCIM_CONTENT_TYPE).send(body);
      };
      /** A change, recorded as a run of the client's connector whether it succeeds or not. */
      const change = <T>(request: FastifyRequest, work: () => Promise<T>) => recordRequestRun(deps.db, ctx(request).connector.id, ctx(request).now, work, (e) => scimFailure(e).detail);
      const ifMatch = (request: FastifyRequest) => request.headers['if-match'];

      scim.get('/ServiceProviderConfig', { schema: hidden }, async (_r, reply) => answer(reply, 200, serviceProviderConfig));
      scim.get('/ResourceTypes', { schema: hidden }, async (_r, reply) => answer(reply, 200, listResponse(resourceTypes, resourceTypes.length, 1)));
      scim.get('/Schemas', { schema: hidden }, async (_r, reply) => answer(reply, 200, listResponse(schemaDocuments, schemaDocuments.length, 1)));

      const endpoints: [string, ResourceOps][] = [
        ['/Users', { list: listUsers, get: getUser, create: createUser, replace: replaceUser, patch: patchUser, remove: deleteUser }],
        ['/Groups', { list: listGroups, get: getGroup, create: createGroup, replace: replaceGroup, patch: patchGroup, remove: deleteGroup }],
      ];
      for (const [path, ops] of endpoints) {
        scim.get(path, { schema: { ...hidden, querystring: ListQuery } }, async (request, reply) => answer(reply, 200, await ops.list(ctx(request), request.query as { filter?: string })));
        scim.get(`${path}/:id`, { schema: { ...hidden, params: IdParams } }, async (request, reply) => answer(reply, 200, await ops.get(ctx(request), (request.params as { id: string }).id)));
        scim.post(path, { schema: hidden }, async (request, reply) => answer(reply, 201, await change(request, () => ops.create(ctx(request), request.body))));
        scim.put(`${path}/:id`, { schema: { ...hidden, params: IdParams } }, async (request, reply) =>
          answer(reply, 200, await change(request, () => ops.replace(ctx(request), (request.params as { id: string }).id, request.body, ifMatch(request)))),
        );
        scim.patch(`${path}/:id`, { schema: { ...hidden, params: IdParams } }, async (request, reply) =>
          answer(reply, 200, await change(request, () => ops.patch(ctx(request), (request.params as { id: string }).id, request.body, ifMatch(request)))),
        );
        scim.delete(`${path}/:id`, { schema: { ...hidden, params: IdParams } }, async (request, reply) => {
          await change(request, () => ops.remove(ctx(request), (request.params as { id: string }).id, ifMatch(request)));
          return reply.code(204).send();
        });
      }
    },
    { prefix: '/scim/v2' },
  );
}

