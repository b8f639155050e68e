import type { FastifyInstance } from 'fastify';
import { reportsCalls } from '../../../../contract/calls/reports';
import { sendExport } from '../../exports/send-export';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { reportExport } from './export.service';
import { reportDetail, reportList, runReport } from './reports.service';

export function reportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, reportsCalls.getReportList, async (p, { db, lang }) => reportList(db, lang, { keyword: p.keyword }, { p: p.p ?? 1, pageSize: p.page_size ?? 10 }));
  registerCall(app, deps, reportsCalls.getReportDetail, async (p, { db, user, lang, now }) => reportDetail(db, user, lang, p.id, now()));
  registerCall(app, deps, reportsCalls.runReport, async (p, { db, user, lang, now }) => runReport(db, user, lang, p, now()));
  registerCall(app, deps, reportsCalls.exportReport, async (p, { db, user, lang, now, reply }) => sendExport(reply, await reportExport(db, user, lang, p, now())));
}
