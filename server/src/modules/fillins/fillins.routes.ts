import type { FastifyInstance } from 'fastify';
import { fillinsCalls } from '../../../../contract/calls/fillins';
import { sendExport } from '../../exports/send-export';
import type { AppDeps } from '../../http/context';
import { registerCall } from '../../http/register-call';
import { submissionsExport } from './export.service';
import { fillMission, myFillHistory, myFillReports } from './mine.service';
import { fillMissing, fillSubmission, fillSubmissions, remindMissing } from './people.service';
import { fillMissions, fillStats } from './stats.service';
import { submitFillin } from './submit.service';

const page = (p: { p?: number; page_size?: number }) => ({ p: p.p ?? 1, pageSize: p.page_size ?? 10 });
/** A period's scope as a call names it (the agent fields every payload may carry left out). */
const ask = (p: { mission_id: number; period_num: number; department_id?: number; class_name?: string }) => ({
  mission_id: p.mission_id,
  period_num: p.period_num,
  department_id: p.department_id,
  class_name: p.class_name,
});

export function fillinsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = fillinsCalls;
  registerCall(app, deps, c.fillreportmylist, async (p, { db, user, lang, now }) => myFillReports(db, user, lang, p.status, page(p), now()));
  registerCall(app, deps, c.getFillMission, async (p, { db, user, lang, now }) => fillMission(db, user, lang, { id: p.id, period_num: p.period_num }, now()));
  registerCall(app, deps, c.submitFillin, async (p, { db, user, now }) =>
    submitFillin(db, user, { mission_id: p.mission_id, period_num: p.period_num, data: p.data, request_key: p.request_key, submission_id: p.submission_id }, now()),
  );
  registerCall(app, deps, c.getFillSubmission, async (p, { db, user, lang, now }) => fillSubmission(db, user.uid, lang, p.submission_id, now()));
  registerCall(app, deps, c.getMyFillHistory, async (p, { db, user, lang }) => myFillHistory(db, user, lang, p.mission_id, page(p)));
  registerCall(app, deps, c.getFillMissions, async (p, { db, user, lang, now }) => fillMissions(db, user.uid, lang, { keyword: p.keyword, ...page(p) }, now()));
  registerCall(app, deps, c.getFillStats, async (p, { db, user, lang, now }) =>
    fillStats(db, user.uid, lang, { mission_id: p.mission_id, period_num: p.period_num, department_id: p.department_id }, now()),
  );
  registerCall(app, deps, c.getFillMissing, async (p, { db, user, lang }) => fillMissing(db, user.uid, lang, ask(p), page(p)));
  registerCall(app, deps, c.getFillSubmissions, async (p, { db, user, lang }) => fillSubmissions(db, user.uid, lang, ask(p), page(p)));
  registerCall(app, deps, c.remindFillMissing, async (p, { db, user, now }) => remindMissing(db, user.uid, ask(p), now()));
  registerCall(app, deps, c.exportFillSubmissions, async (p, { db, user, lang, reply }) => sendExport(reply, await submissionsExport(db, user.uid, lang, ask(p))));
}
