import { defineArea } from '../area-module';
import { auditRoutes } from './audit.routes';

/** The append-only audit trail of sign-ins and account changes. */
export const auditArea = defineArea({ area: 'audit', tables: ['audit_events'], routes: auditRoutes });
