import type { FastifyInstance } from 'fastify';
import { mattersCalls as calls } from '../../../../contract/calls/matters';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import * as outOfOffice from './out-of-office.service';

/** A campus-time text (YYYY-MM-DD[ HH:mm]) as an instant. */
const campusTime = (text: string) => new Date(`${text.length === 10 ? `${text}T00:00` : text.replace(' ', 'T')}:00+08:00`);

/** The routes of periods away. */
export function outOfOfficeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.setOutOfOffice, async (p, { db, user }) =>
    outOfOffice.setOutOfOffice(db, user, { agentUid: p.delegate_uid, startsAt: campusTime(p.starts_at), endsAt: campusTime(p.ends_at), reason: p.reason ?? '' }),
  );
  registerCall(app, deps, calls.cancelOutOfOffice, async (p, { db, user }) => outOfOffice.cancelOutOfOffice(db, user, p.id));
  registerCall(app, deps, calls.getOutOfOffice, async (_p, { db, user }) => outOfOffice.outOfOfficeList(db, user));
}
