import type { FastifyInstance } from 'fastify';
import { messagesCalls } from '../../../../contract/calls/messages';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { unreadByType } from './messages.service';

export function messagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, messagesCalls.messageCount, async (_p, { db, user }) => unreadByType(db, user.uid));
}
