import { defineArea } from '../area-module';
import { openErrors } from './open.errors';
import { openRoutes } from './open.routes';

/**
 * The open API for third-party services and mini-programs: one-time codes that tell a registered client who the
 * signed-in user is (README "Open API for third-party services").
 */
export const openArea = defineArea({
  area: 'open',
  tables: ['open_clients', 'open_user_codes'],
  errors: openErrors,
  routes: openRoutes,
});
