import { defineArea } from '../area-module';
import { authRoutes } from './auth.routes';

export const authArea = defineArea({ area: 'auth', tables: ['sessions', 'cas_sessions'], routes: authRoutes });
