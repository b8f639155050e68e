import type { FastifyInstance } from 'fastify';
import { directoryCalls as calls } from '../../../../../contract/calls/directory';
import type { AppDeps } from '../../../http/context';
import { registerCall } from '../../../http/register-call';
import * as admin from './connectors.service';

/** The back office's calls for directory connectors. */
export function connectorRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.getDirectoryConnectors, async (_p, { db }) => admin.connectors(db));
  registerCall(app, deps, calls.getDirectoryRuns, async (p, { db }) => admin.runs(db, p.id));
  registerCall(app, deps, calls.addScimClient, async (p, { db, user }) => admin.addScimClient(db, user, p));
  registerCall(app, deps, calls.rotateScimToken, async (p, { db, user }) => admin.rotateScimToken(db, user, p.id, p.version));
  registerCall(app, deps, calls.saveLdapConnector, async (p, { db, user, now }) => admin.saveLdapConnector(db, user, p, now()));
  registerCall(app, deps, calls.runDirectoryNow, async (p, { db, now }) => admin.runNow(db, p.id, now()));
}
