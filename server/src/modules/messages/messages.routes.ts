import type { FastifyInstance } from 'fastify';
import { messagesCalls } from '../../../../contract/calls/messages';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';

/** Task statuses that count as to-do (spec §4: status 0 or 1). */
const OPEN_TASK_STATUSES = [0, 1];

export function messagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, messagesCalls.getunreadData, async (_p, { db, user }) => {
    const [messages, todo] = await Promise.all([
      db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('recipient_uid', '=', user!.uid).where('read_at', 'is', null).executeTakeFirstOrThrow(),
      db.selectFrom('process_tasks').select((eb) => eb.fn.countAll<number>().as('n')).where('assignee_uid', '=', user!.uid).where('status', 'in', OPEN_TASK_STATUSES).executeTakeFirstOrThrow(),
    ]);
    return { messagge: Number(messages.n), my_todo: Number(todo.n) };
  });
}
