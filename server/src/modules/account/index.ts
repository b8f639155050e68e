import { defineArea } from '../area-module';
import { accountErrors } from './account.errors';
import { accountRoutes } from './account.routes';

/**
 * The user's account as they manage it: off-campus registration and password reset by verification code, a new
 * bound phone or email, the password. The people themselves (`users`) belong to the org area.
 */
export const accountArea = defineArea({
  area: 'account',
  tables: ['verification_codes', 'code_send_windows', 'password_confirmations'],
  errors: accountErrors,
  routes: accountRoutes,
});
