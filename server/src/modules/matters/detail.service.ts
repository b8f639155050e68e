/** One application as a participant sees it: its record, their open tasks on it, and its variables. */
import { regionLookup } from '../../../../contract/forms/region-data';
import { renderTemplate } from '../../../../contract/forms/template';
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { engineContext, nodeName, TODO_STATUSES } from '../../workflow-runtime';
import { returnTargets, urgeAfter, withdrawable, type EngineContext, type InstanceState } from '../../workflow/engine';
import * as apps from '../apps/apps.service';
import * as forms from '../forms/forms.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import { rowId } from './matter-flow';
import * as q from './matters.queries';
import { nextApprovalNodes } from './next-nodes';
import { ratingView } from './rating.service';
import { readerNode, recordOf } from './record.service';

export async function participant(db: DbOrTx, user: SessionUser, instanceId: string) {
  const row = await q.participantInstance(db, rowId(instanceId), user.uid);
  if (!row || row.form_version_id === null) throw new DomainError('matters.notFound');
  return { ...row, form_version_id: row.form_version_id };
}

export async function matterDetail(db: DbOrTx, user: SessionUser, lang: Lang, instanceId: string) {
  const row = await participant(db, user, instanceId);
  const tasks = await q.tasksOfIn(db, row.id, user.uid);
  const record = await recordOf(db, lang, row, row.creator_uid === user.uid ? [] : tasks);
  const open = tasks.filter((t) => TODO_STATUSES.includes(t.status as 0 | 1));
  const state = row.state;
  const applicantViews = row.creator_uid === user.uid && state.status === 0;
  const ctx = open.some((t) => t.kind === 'approve') || applicantViews ? await engineContext(db, row.process_version_id ?? 0, state) : null;
  const now = Date.now();
  const rating = await ratingView(db, user, row);
  return {
    inst_id: record.inst_id,
    app_id: record.app_id,
    app_name: record.app_name,
    title: record.title,
    status: record.status,
    created: record.created,
    finished: record.finished,
    applicant: record.applicant,
    form: record.form,
    values: record.values,
    steps: record.steps.map((s) => ({ node_id: s.node_id, node_name: s.node_name, action: s.action, actor_name: s.actor_name, agent_name: s.agent_name, opinion: s.opinion, created: s.created })),
    my_tasks: open.map((t) => {
      const approving = t.kind === 'approve' && ctx !== null;
      return {
        task_id: t.id,
        node_id: t.node_id,
        node_name: t.node_name,
        kind: t.kind,
        type: t.type as 1 | 3,
        flags: t.flags,
        mode: approving ? approvalMode(ctx, t.node_id) : '',
        return_targets: approving ? returnTargets(ctx, state, t.engine_id).map((to) => ({ to, node_name: to === 'initiator' ? applicantStep(lang) : nodeName(ctx, to, lang) })) : [],
        choose_next: approving ? nextApprovalNodes(ctx, t.node_id, state.values).filter((n) => n.approvers.type === 'previous_choice').map((n) => ({ node_id: n.id, node_name: inLanguage(n.name, n.name_en, lang) })) : [],
      };
    }),
    can_withdraw: row.creator_uid === user.uid && withdrawable(state) ? 1 : 0,
    can_urge: applicantViews && state.tasks.some((t) => t.kind === 'approve' && t.state === 'pending') ? 1 : 0,
    can_terminate: applicantViews ? 1 : 0,
    urge_nodes: applicantViews && ctx ? urgeNodes(ctx, state, now, lang) : [],
    rating,
  };
}

/** How an approval step's approvers decide, as its process outline says. */
function approvalMode(ctx: EngineContext, node: string): '' | 'sequential' | 'all' | 'any' | 'vote' {
  const found = ctx.graph.nodes.get(node);
  return found?.kind === 'approval' ? found.node.mode : '';
}

function applicantStep(lang: Lang): string {
  return lang === 'en' ? 'Applicant' : '申请人';
}

/** The steps waiting on an approver, each with when it may be urged again (spec §3 Reminder node). */
function urgeNodes(ctx: EngineContext, state: InstanceState, now: number, lang: Lang) {
  const nodes = [...new Set(state.tasks.filter((t) => t.kind === 'approve' && t.state === 'pending').map((t) => t.node))];
  return nodes.map((node) => {
    const after = urgeAfter(state, node, now);
    return { node_id: node, node_name: nodeName(ctx, node, lang), urge_after: after === null ? '' : campusDateTime(new Date(after)) };
  });
}

/** Variables of a matter (spec §3 key/value): the service, the application, its applicant and each field as text. */
export async function matterEnvironment(db: DbOrTx, user: SessionUser, lang: Lang, input: { appId: number; instanceId?: string }) {
  const vars: Record<string, string> = { 'app.id': String(input.appId), 'app.name': (await apps.appNames(db, [input.appId], lang)).get(input.appId) ?? '' };
  let applicant = user;
  if (input.instanceId) {
    const row = await participant(db, user, input.instanceId);
    if (row.app_id !== input.appId) throw new DomainError('matters.notFound');
    const [form, shown, tasks] = await Promise.all([forms.formVersion(db, row.form_version_id), org.activeUser(db, row.creator_uid), q.tasksOfIn(db, row.id, user.uid)]);
    if (shown) applicant = shown;
    Object.assign(vars, { 'inst.id': row.id, 'inst.title': row.title, 'inst.status': String(row.status), 'inst.created': campusDateTime(row.created_at) });
    if (form) {
      const schema = forms.formForReader(form.schema, readerNode(row.creator_uid === user.uid ? [] : tasks), row.state.values, lang);
      for (const field of schema.fields) vars[field.id] = renderTemplate(`{${field.id}}`, { schema, values: row.state.values, lang, regions: regionLookup });
    }
  }
  Object.assign(vars, { 'user.uid': applicant.uid, 'user.name': applicant.name, 'user.number': applicant.number, 'user.college': await org.departmentName(db, applicant.department_id, lang) });
  return Object.entries(vars).map(([key, value]) => ({ key, value }));
}
