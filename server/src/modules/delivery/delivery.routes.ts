import type { FastifyInstance } from 'fastify';
import { messagesCalls } from '../../../../contract/calls/messages';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { messageSettings, saveMessageSettings } from './delivery.service';

export function deliveryRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, messagesCalls.newGetSetting, async (_p, { db, config, user }) => messageSettings(db, config.delivery, user.uid));
  registerCall(app, deps, messagesCalls.subNotice, async ({ data }, { db, config, user }) => {
    await saveMessageSettings(db, config.delivery, user.uid, data, new Date());
    return {};
  });
}
