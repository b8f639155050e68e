import { defineArea } from '../area-module';
import { auditErrors } from './audit.errors';
import { auditRoutes } from './audit.routes';
import { recordChange } from './audit.service';

/** The append-only audit trail of sign-ins and account changes, and of the back office's changes with the record before and after. */
export const auditArea = defineArea({ area: 'audit', tables: ['audit_events', 'audit_changes'], errors: auditErrors, routes: auditRoutes, changeTrail: recordChange });
