import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/context';
import { defineArea } from '../area-module';
import { authErrors } from './auth.errors';
import { authRoutes } from './auth.routes';
import { challengeRoutes } from './challenge/challenge.routes';
import { demandSecondFactor } from './totp/sensitive-calls';
import { totpRoutes } from './totp/totp.routes';

export const authArea = defineArea({
  area: 'auth',
  tables: ['sessions', 'cas_sessions', 'login_failures', 'login_challenges', 'totp_secrets', 'totp_recovery_codes', 'session_factors'],
  errors: authErrors,
  routes: (app: FastifyInstance, deps: AppDeps) => {
    authRoutes(app, deps);
    challengeRoutes(app, deps);
    totpRoutes(app, deps);
  },
  secondFactor: demandSecondFactor,
});
