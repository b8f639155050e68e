import type { FastifyInstance } from 'fastify';
import { messagesCalls } from '../../../../contract/calls/messages';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { unreadCounts } from './messages.service';

export function messagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, messagesCalls.getunreadData, async (_p, { db, user }) => unreadCounts(db, user.uid));
}
