import type { FastifyInstance } from 'fastify';
import { messagesCalls } from '../../../../contract/calls/messages';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { messageList, readAllMessages, readMessage, unreadByType } from './messages.service';

export function messagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, messagesCalls.messageCount, async (_p, { db, user }) => unreadByType(db, user.uid));
  registerCall(app, deps, messagesCalls.getMessageList, async (p, { db, user }) => {
    const page = { p: p.p ?? 1, pageSize: p.page_size ?? 10 };
    return { ...(await messageList(db, user.uid, p.mtype, page)), p: page.p, page_size: page.pageSize };
  });
  registerCall(app, deps, messagesCalls.readMessage, async (p, { db, user }) => {
    await readMessage(db, user.uid, p.id);
    return {};
  });
  registerCall(app, deps, messagesCalls.readAllMessages, async (p, { db, user }) => ({ read: await readAllMessages(db, user.uid, p.mtype) }));
}
