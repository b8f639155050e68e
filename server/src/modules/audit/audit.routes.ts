import type { FastifyInstance } from 'fastify';
import { auditCalls } from '../../../../contract/calls/audit';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import * as audit from './audit.service';
import { sendExport } from '../../exports/send-export';
import { changeExport, eventExport } from './export.service';

const page = (p: { p?: number; page_size?: number }) => ({ p: p.p ?? 1, pageSize: p.page_size ?? 20 });

/** The filters of a call's payload (the agent fields every payload may carry left out). */
const eventFilter = (p: audit.EventFilter): audit.EventFilter => ({ uid: p.uid, event: p.event, outcome: p.outcome, from: p.from, to: p.to });
const changeFilter = (p: Omit<audit.ChangeFilter, 'entityId'> & { entity_id?: string }): audit.ChangeFilter => ({
  area: p.area,
  entity: p.entity,
  entityId: p.entity_id,
  action: p.action,
  actor: p.actor,
  from: p.from,
  to: p.to,
});

export function auditRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, auditCalls.getAuditLog, async (p, { db }) => audit.events(db, eventFilter(p), page(p)));
  registerCall(app, deps, auditCalls.exportAuditLog, async (p, { db, lang, reply }) => sendExport(reply, await eventExport(db, eventFilter(p), lang)));
  registerCall(app, deps, auditCalls.getChangeLog, async (p, { db }) => audit.changes(db, changeFilter(p), page(p)));
  registerCall(app, deps, auditCalls.getChangeFilterChoices, async (_p, { db }) => audit.changeChoices(db));
  registerCall(app, deps, auditCalls.exportChangeLog, async (p, { db, lang, reply }) => sendExport(reply, await changeExport(db, changeFilter(p), lang)));
}
