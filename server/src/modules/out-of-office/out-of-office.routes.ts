import type { FastifyInstance } from 'fastify';
import { mattersCalls as calls } from '../../../../contract/calls/matters';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import type { TaskHandover } from '../area-module';
import * as outOfOffice from './out-of-office.service';

/** A campus-time text (YYYY-MM-DD[ HH:mm]) as an instant. */
const campusTime = (text: string) => new Date(`${text.length === 10 ? `${text}T00:00` : text.replace(' ', 'T')}:00+08:00`);

/** The routes of periods away; `handOver` moves the tasks of every area that holds them. */
export const outOfOfficeRoutes = (handOver: TaskHandover) => (app: FastifyInstance, deps: AppDeps): void => {
  registerCall(app, deps, calls.setOutOfOffice, async (p, { db, user }) =>
    outOfOffice.setOutOfOffice(db, handOver, user, { agentUid: p.delegate_uid, startsAt: campusTime(p.starts_at), endsAt: campusTime(p.ends_at), reason: p.reason ?? '' }),
  );
  registerCall(app, deps, calls.cancelOutOfOffice, async (p, { db, user }) => outOfOffice.cancelOutOfOffice(db, handOver, user, p.id));
  registerCall(app, deps, calls.getOutOfOffice, async (_p, { db, user }) => outOfOffice.outOfOfficeList(db, user));
};
