import type { FastifyInstance } from 'fastify';
import { mattersCalls as calls } from '../../../../contract/calls/matters';
import type { AppDeps } from '../../http/context';
import { chosenField, jsonField } from '../../http/json-field';
import { t } from '../../http/messages';
import { actingScope, agentStarter } from '../../http/acting';
import { registerCall } from '../../http/register-call';
import { actOnInstance, actOnTask } from './act.service';
import { batchApprove } from './batch.service';
import { matterDetail, matterEnvironment } from './detail.service';
import { myStarted, myTodo, notifiedList, timeWindow, todoFilters, unreadCounts } from './lists.service';
import { rateMatter } from './rating.service';
import { previewDraft, remainingRoute } from './route-preview.service';
import { startMatter } from './start.service';

const list = (p: { p?: number; page_size?: number }) => ({ p: p.p ?? 1, pageSize: p.page_size ?? 10 });
const ids = (value: string | string[]) => [value].flat();

export function mattersRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Acting under a grant limited to some services, the lists show only those services.
  registerCall(app, deps, calls.getunreadData, async (_p, { db, user }) => unreadCounts(db, user.uid, await actingScope(deps, user)));
  registerCall(app, deps, calls.getMyTodo, async (p, { db, user, lang }) =>
    myTodo(
      db,
      user,
      lang,
      {
        within: await actingScope(deps, user),
        processed: p.tab === 'processed',
        departmentId: p.department_id ? Number(p.department_id) : undefined,
        timeOf: p.time_type ?? 'task',
        className: p.class_name?.trim() || undefined,
        appId: p.app_id,
        keyword: p.keyword?.trim() || undefined,
        keywordType: p.keyword_type ?? 'user',
        flags: p.flags,
        ...timeWindow({ y: p.y, lower: p.time_lower, upper: p.time_upper }),
      },
      { ...list(p), newestFirst: (p.orderby ?? 'createdDesc') === 'createdDesc' },
    ),
    // Kept per person until their tasks change (workflow-runtime/kept-task-lists.ts): written once, revalidated by ETag.
    { etag: true },
  );
  registerCall(app, deps, calls.myStarted, async (p, { db, user, lang }) =>
    myStarted(
      db,
      user,
      lang,
      { status: p.status, keyword: p.keyword?.trim() || undefined, appIds: await actingScope(deps, user), ...timeWindow({ y: p.y, lower: p.time_lower, upper: p.time_upper }) },
      list(p),
    ),
  );
  registerCall(app, deps, calls.getEntrustedList, async (p, { db, user, lang }) => myStarted(db, user, lang, { entrusted: true }, list(p)));
  registerCall(app, deps, calls.getNotifiedList, async (p, { db, user, lang }) =>
    notifiedList(db, user, lang, { keyword: p.keyword?.trim() || undefined, read: p.is_read === undefined ? undefined : p.is_read === 1 }, list(p)),
  );
  registerCall(app, deps, calls.getTodoFilters, async (p, { db, user, lang }) => todoFilters(db, user, lang, p.tab === 'processed'));
  registerCall(app, deps, calls.getMatterDetail, async (p, { db, user, lang }) => matterDetail(db, user, lang, p.inst_id));
  registerCall(app, deps, calls.getMatterEvn, async (p, { db, user, lang }) => matterEnvironment(db, user, lang, { appId: p.app_id, instanceId: p.inst_id || undefined }));
  registerCall(app, deps, calls.batchApproveTasks, async (p, { db, user, lang }) => {
    const { approved, skipped } = await batchApprove(db, user, ids(p.task_ids), p.opinion);
    return { approved, skipped: skipped.map((s) => ({ task_id: s.task_id, reason: t(lang, s.code) })) };
  });
  registerCall(app, deps, calls.previewRoute, async (p, { db, user, lang }) =>
    previewDraft(db, user, lang, { appId: p.app_id, values: jsonField(p.values, 'values'), chosen: chosenField(p.chosen, 'chosen'), terminal: p.terminal ?? 'pc' }),
  );
  registerCall(app, deps, calls.getMatterRoute, async (p, { db, user, lang }) => remainingRoute(db, user, lang, p.inst_id));
  // An entrusted application is the person's own, started by the caller as their agent (spec §7 agent params).
  registerCall(app, deps, calls.startMatter, async (p, { db, user, lang, config }) =>
    startMatter(db, await agentStarter(deps, p, user), lang, {
      appId: p.app_id,
      values: jsonField(p.values, 'values'),
      chosen: chosenField(p.chosen, 'chosen'),
      startKey: p.start_key,
      terminal: p.terminal ?? 'pc',
      imageOrigins: config.imageOrigins,
    }),
  );
  registerCall(app, deps, calls.approveTask, async (p, { db, user, config }) =>
    actOnTask(
      db,
      user,
      p.task_id,
      {
        type: 'approve',
        opinion: p.opinion,
        values: p.values === undefined ? undefined : jsonField(p.values, 'values'),
        chosen: chosenField(p.chosen, 'chosen'),
        sign: p.sign,
      },
      config.imageOrigins,
    ),
  );
  registerCall(app, deps, calls.rejectTask, async (p, { db, user }) =>
    actOnTask(db, user, p.task_id, { type: 'reject', opinion: p.opinion, to: p.to === undefined || p.to === 'initiator' || p.to === 'previous' ? p.to : { node: p.to } }),
  );
  registerCall(app, deps, calls.resubmitMatter, async (p, { db, user, config }) =>
    actOnTask(db, user, p.task_id, { type: 'resubmit', opinion: p.opinion, values: p.values === undefined ? undefined : jsonField(p.values, 'values') }, config.imageOrigins),
  );
  registerCall(app, deps, calls.transferTask, async (p, { db, user }) => actOnTask(db, user, p.task_id, { type: 'transfer', to: p.to_uid, opinion: p.opinion }));
  registerCall(app, deps, calls.addSignTask, async (p, { db, user }) => actOnTask(db, user, p.task_id, { type: 'addSign', uids: ids(p.uids), opinion: p.opinion }));
  registerCall(app, deps, calls.ccTask, async (p, { db, user }) => actOnTask(db, user, p.task_id, { type: 'cc', uids: ids(p.uids), opinion: p.opinion }));
  registerCall(app, deps, calls.pullBackTask, async (p, { db, user }) => actOnTask(db, user, p.task_id, { type: 'pullBack' }));
  registerCall(app, deps, calls.readCcTask, async (p, { db, user }) => actOnTask(db, user, p.task_id, { type: 'read' }));
  registerCall(app, deps, calls.rateMatter, async (p, { db, user }) => rateMatter(db, user, { instId: p.inst_id, stars: p.stars, comment: p.comment?.trim() ?? '' }));
  registerCall(app, deps, calls.withdrawMatter, async (p, { db, user }) => actOnInstance(db, user, p.inst_id, { type: 'withdraw', opinion: p.opinion }));
  registerCall(app, deps, calls.terminateMatter, async (p, { db, user }) => actOnInstance(db, user, p.inst_id, { type: 'terminate', opinion: p.opinion }));
  registerCall(app, deps, calls.reopenMatter, async (p, { db, user }) => actOnInstance(db, user, p.inst_id, { type: 'reopen', opinion: p.opinion }));
  registerCall(app, deps, calls.myReminder, async (p, { db, user }) => {
    await actOnInstance(db, user, p.inst_id, { type: 'urge', nodes: ids(p.node_id) });
    return { reminded: ids(p.node_id).length };
  });
}
