import type { FastifyInstance } from 'fastify';
import { auditCalls } from '../../../../contract/calls/audit';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import * as audit from './audit.service';

export function auditRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, auditCalls.getAuditLog, async (p, { db }) =>
    audit.events(db, { uid: p.uid, event: p.event, outcome: p.outcome }, { p: p.p ?? 1, pageSize: p.page_size ?? 20 }),
  );
}
