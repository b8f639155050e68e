import type { FastifyInstance } from 'fastify';
import { mattersCalls } from '../../../../contract/calls/matters';
import { supervisionCalls as calls } from '../../../../contract/calls/supervision';
import { sendExport } from '../../exports/send-export';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { departExport, surveyExport } from './export.service';
import { reassignTask, remindHolders, terminateApplication } from './interventions.service';
import { monitoredApplications, monitoredNodes } from './monitoring.service';
import * as supervision from './supervision.service';
import { departService, serviceSurvey } from './survey.service';

export function supervisionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, mattersCalls.getOverseeList, async (p, { db, user, lang }) =>
    supervision.overseeList(db, user, lang, { keyword: p.keyword?.trim() || undefined, appId: p.app_id }, { p: p.p ?? 1, pageSize: p.page_size ?? 10 }),
  );
  registerCall(app, deps, calls.getServiceSurvey, async (p, { db, user, lang, now }) => serviceSurvey(db, user, lang, p, now()));
  registerCall(app, deps, calls.getDepartService, async (p, { db, user, lang, now }) => departService(db, user, lang, p, now()));
  registerCall(app, deps, calls.exportServiceSurvey, async (p, { db, user, lang, now, reply }) => sendExport(reply, await surveyExport(db, user, lang, p, now())));
  registerCall(app, deps, calls.exportDepartService, async (p, { db, user, lang, now, reply }) => sendExport(reply, await departExport(db, user, lang, p, now())));
  registerCall(app, deps, calls.getMonitoringNodes, async (p, { db, user, lang, now }) => monitoredNodes(db, user, lang, p.app_id, now()));
  registerCall(app, deps, calls.getMonitoringList, async (p, { db, user, lang, now }) =>
    monitoredApplications(db, user, lang, { appId: p.app_id, nodeId: p.node_id, only: p.only, stuckDays: p.stuck_days }, { p: p.p ?? 1, pageSize: p.page_size ?? 10 }, now()),
  );
  registerCall(app, deps, calls.remindHolder, async (p, { db, user, lang }) => remindHolders(db, user, lang, p.inst_id, p.node_id));
  registerCall(app, deps, calls.reassignTask, async (p, { db, user, lang }) => reassignTask(db, user, lang, p.task_id, p.to_uid, p.reason));
  registerCall(app, deps, calls.terminateSupervised, async (p, { db, user, lang }) => terminateApplication(db, user, lang, p.inst_id, p.reason));
}
