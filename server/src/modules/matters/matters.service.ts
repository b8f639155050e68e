/**
 * Applications and their approval: the engine's transitions (server/src/workflow/engine.ts) applied to the database.
 * Each action runs in one transaction: the instance row is locked, the engine computes the next state, and the
 * changed tasks (each claimed with a conditional update), audit steps, action log, messages and the new state are
 * written together, so a failure half-way leaves nothing behind.
 */
import { regionLookup } from '../../../../contract/forms/region-data';
import type { FormValues } from '../../../../contract/forms/schema';
import { renderTemplate } from '../../../../contract/forms/template';
import { fieldAccess } from '../../../../contract/forms/field-access';
import { fileRefsIn } from '../../../../contract/forms/file-refs';
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError, type DomainErrorCode } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import { referencedBy, resolveApprovers } from '../../workflow/approvers';
import {
  defaultPolicies,
  EngineError,
  newInstance,
  returnTargets,
  transition,
  type Action,
  type EngineContext,
  type EngineTask,
  type InstanceState,
  type Step,
  type Transition,
  urgeAfter,
  withdrawable,
} from '../../workflow/engine';
import { signValue } from '../../../../contract/rules/status';
import { compile, holds, type GraphNode } from '../../workflow/graph';
import { previewRoute } from '../../workflow/preview';
import { addWorkingHours, workingHoursBetween } from '../../workflow/working-time';
import * as apps from '../apps/apps.service';
import * as calendar from '../calendar/calendar.service';
import * as files from '../files/files.service';
import * as forms from '../forms/forms.service';
import * as messages from '../messages/messages.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as processes from '../processes/processes.service';
import { cancelJobs, enqueueJob, jobsCancellation, jobsEnqueueing } from '../../jobs';
import * as q from './matters.queries';
import { readerNode, recordOf } from './record.service';
import { boundaryName, stepNamer } from './step-names';
import { SLA_DUE, SLA_WARN, timerChanges, type SlaPayload } from './sla';
import { storedStatus, TaskStatus, TODO_STATUSES } from './task-status';

/** Pending approval tasks of a user: the badge, always the total of the to-do list. */
export function openTaskCount(db: DbOrTx, uid: string, within?: number[]): Promise<number> {
  return q.todoCount(db, uid, within ? { appIds: within } : {});
}

/** `within`: only tasks of these services count (acting under a grant limited to them). */
export async function unreadCounts(db: DbOrTx, uid: string, within?: number[]): Promise<{ messagge: number; my_todo: number }> {
  const [unread, todo] = await Promise.all([messages.unreadMessageCount(db, uid), openTaskCount(db, uid, within)]);
  return { messagge: unread, my_todo: todo };
}

/** Ids arrive as text; one that cannot be a row id is simply not found (and never reaches the database). */
function rowId(id: string): string {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw new DomainError('matters.notFound');
  return id;
}

function engineFailure(error: unknown): never {
  if (error instanceof EngineError) throw new DomainError(`matters.${error.code}` as DomainErrorCode);
  throw error;
}

interface Loaded {
  id: string;
  revision: number;
  appId: number;
  title: string;
  state: InstanceState;
  ctx: EngineContext;
  schema: forms.FormVersion['schema'];
}

/** Versions never change, so each version's definition is compiled once. */
const compiled = new WeakMap<processes.ProcessVersion['definition'], { graph: ReturnType<typeof compile>; refs: ReturnType<typeof referencedBy> }>();

function compiledProcess(definition: processes.ProcessVersion['definition']) {
  let found = compiled.get(definition);
  if (!found) compiled.set(definition, (found = { graph: compile(definition), refs: referencedBy(definition) }));
  return found;
}

async function engineContext(db: DbOrTx, processVersionId: number, state: Pick<InstanceState, 'initiator' | 'values'>): Promise<EngineContext> {
  const process = await processes.processVersion(db, processVersionId);
  if (!process) throw new Error(`Process version ${processVersionId} is missing`);
  const { graph, refs } = compiledProcess(process.definition);
  const people = Object.values(state.values).flatMap((v) => (Array.isArray(v) ? v.flatMap((p) => (p && typeof p === 'object' && 'uid' in p ? [String(p.uid)] : [])) : []));
  const directory = await org.approverDirectory(db, { applicant: state.initiator, posts: refs.posts, people: [...refs.users, ...people] });
  return { graph, policies: defaultPolicies, resolve: (rule, s) => resolveApprovers(directory, rule, s), now: Date.now() };
}

/** Node names: tasks and steps keep them in the language the records are kept in (Chinese); readers get theirs. */
function nodeName(ctx: EngineContext, node: string, lang: Lang): string {
  const found = ctx.graph.nodes.get(node);
  if (found && (found.kind === 'approval' || found.kind === 'cc')) return inLanguage(found.node.name, found.node.name_en, lang);
  return boundaryName(node, lang);
}

/**
 * Writes what a transition changed in two statements: the claims of the tasks it moved on (refusing, so the whole
 * transaction rolls back, when someone else moved one first), then everything else at once.
 */
/** `actor.actor_uid` is the real person when the actor's account acts through someone under a grant. */
async function persist(db: DbOrTx, loaded: Pick<Loaded, 'id' | 'revision' | 'ctx'>, before: InstanceState, result: Transition, by: Actor, action: Action, title: string): Promise<void> {
  const actor = by.uid;
  const { state } = result;
  const old = new Map(before.tasks.map((t) => [t.id, t]));
  const claims: q.TaskClaim[] = [];
  for (const task of state.tasks) {
    const was = old.get(task.id);
    if (!was || was.state === task.state) continue;
    const decision = [...state.steps].reverse().find((s) => s.task === task.id);
    claims.push({
      engine_id: task.id,
      from_status: storedStatus(was),
      status: storedStatus(task),
      opinion: decision?.actor === actor ? decision.opinion : null,
      finished: task.state !== 'pending' && task.state !== 'waiting',
    });
  }
  if ((await q.claimTasks(db, loaded.id, claims)) !== claims.length) throw new DomainError('matters.alreadyHandled');
  const sent = result.effects.flatMap((e) =>
    e.type === 'message' ? e.to.map((to) => ({ to, type: e.kind, title: messageTitle(e.event, title), link: `/matter/detail?inst_id=${loaded.id}` })) : [],
  );
  const timers = await timerChanges(db, loaded.id, result.effects, new Date(loaded.ctx.now));
  const saved = await q.saveChange(db, {
    instanceId: loaded.id,
    revision: loaded.revision,
    state,
    tasks: state.tasks.filter((t) => !old.has(t.id)).map((t) => taskRow(loaded.ctx, t)),
    steps: state.steps.slice(before.steps.length).map((s, i) => ({ ...stepRow(loaded.ctx, s, before.steps.length + i), agent_uid: s.actor === actor ? by.actor_uid ?? null : null })),
    action: { actor_uid: actor, action },
    alongside: [messages.messagesInsertion(sent), jobsCancellation(timers.cancel), jobsEnqueueing(timers.enqueue)],
  });
  if (!saved) throw new DomainError('matters.alreadyHandled');
}

const messageTitles: Record<string, string> = {
  submitted: '您的申请已提交：{title}',
  task: '您有新的待办：{title}',
  approved: '您的申请已通过一个审批环节：{title}',
  returned: '您的申请被退回，请修改后重新提交：{title}',
  completed: '您的申请已办结：{title}',
  terminated: '申请已终止：{title}',
  withdrawn: '申请已撤回：{title}',
  cc: '抄送给您：{title}',
  urge: '催办提醒，请尽快处理：{title}',
  transferred: '转交给您的待办：{title}',
};

function messageTitle(event: string, title: string): string {
  return (messageTitles[event] ?? '{title}').replace('{title}', title);
}

function taskRow(ctx: EngineContext, t: EngineTask): q.NewTask {
  const node = ctx.graph.nodes.get(t.node);
  const countersign = node?.kind === 'approval' && node.node.mode !== 'sequential';
  return {
    engine_id: t.id,
    assignee_uid: t.assignee,
    node_id: t.node,
    node_name: nodeName(ctx, t.node, 'zh'),
    occurrence: t.occurrence,
    kind: t.kind,
    type: countersign ? 3 : 1,
    flags: t.flags,
    status: storedStatus(t),
    on_behalf_of: t.onBehalfOf ?? null,
  };
}

function stepRow(ctx: EngineContext, s: Step, seq: number): q.NewStep {
  return {
    seq,
    node_id: s.node,
    node_name: nodeName(ctx, s.node, 'zh'),
    action: s.action,
    actor_uid: s.actor || null,
    opinion: s.opinion,
    targets: s.targets,
  };
}

export interface StartInput {
  appId: number;
  values: unknown;
  chosen?: Record<string, string[]>;
  startKey?: string;
  terminal: 'pc' | 'mobile';
  /** Other origins the rich text's pictures may come from (IMAGE_HOSTS). */
  imageOrigins?: readonly string[];
}

/** Starts an application; a repeated start with the same key answers the first instance instead of a second one. */
export async function startMatter(db: DbOrTx, user: SessionUser, lang: Lang, input: StartInput): Promise<{ inst_id: string }> {
  return inTransaction(db, async (tx) => {
    if (input.startKey) {
      const existing = await q.instanceByStartKey(tx, user.uid, input.startKey);
      if (existing) return { inst_id: existing.id };
    }
    const app = await apps.launchableApp(tx, { user, lang }, input.appId, input.terminal);
    const process = await processes.currentProcess(tx, input.appId);
    if (!process) throw new DomainError('forms.noForm');
    const values = await forms.checkedValues(tx, { schema: app.form.schema, values: input.values, uid: user.uid, agentUid: user.actor_uid, appId: input.appId, imageOrigins: input.imageOrigins });
    const title = `${user.name}的${app.zhName}`;
    const ctx = await engineContext(tx, process.id, { initiator: user.uid, values });
    const before = newInstance(user.uid);
    const action: Action = { type: 'start', values, chosen: input.chosen };
    let result: Transition;
    try {
      result = transition(ctx, before, action, { uid: user.uid });
    } catch (e) {
      engineFailure(e);
    }
    const row = await q.insertInstance(tx, {
      app_id: input.appId,
      creator_uid: user.uid,
      process_version_id: process.id,
      form_version_id: app.form.id,
      title,
      department_id: user.department_id,
      start_key: input.startKey ?? null,
      agent_uid: user.actor_uid ?? null,
      state: JSON.stringify(before),
    });
    result = await withAgents(tx, ctx, before, result);
    // A concurrent start with the same key won the insert: answer with its instance.
    if (!row) return { inst_id: (await q.instanceByStartKey(tx, user.uid, input.startKey ?? ''))!.id };
    await persist(tx, { id: row.id, revision: 0, ctx }, before, result, user, action, title);
    await files.recordAttachments(tx, row.id, fileRefsIn(app.form.schema, values));
    await forms.discardDraft(tx, user.uid, input.appId);
    return { inst_id: row.id };
  });
}

async function load(db: DbOrTx, instanceId: string): Promise<Loaded> {
  return loadedRow(db, await q.lockInstance(db, rowId(instanceId)));
}

async function loadedRow(db: DbOrTx, row: Awaited<ReturnType<typeof q.lockInstance>>): Promise<Loaded> {
  if (!row || row.process_version_id === null || row.form_version_id === null) throw new DomainError('matters.notFound');
  const form = await forms.formVersion(db, row.form_version_id);
  if (!form) throw new Error(`Form version ${row.form_version_id} is missing`);
  const ctx = await engineContext(db, row.process_version_id, row.state);
  return { id: row.id, revision: row.revision, appId: row.app_id, title: row.title, state: row.state, ctx, schema: form.schema };
}

/** Form values an approver sends: only fields editable at their node, checked like the applicant's. */
async function approverValues(db: DbOrTx, loaded: Loaded, node: string, values: unknown, uid: string, imageOrigins: readonly string[]): Promise<FormValues | undefined> {
  if (values === undefined) return undefined;
  const given = values && typeof values === 'object' ? Object.keys(values) : [];
  const locked = given.filter((id) => {
    const field = loaded.schema.fields.find((f) => f.id === id);
    return !field || fieldAccess(field, node) !== 'edit';
  });
  if (locked.length) throw new DomainError('matters.fieldNotEditable', { field: locked.join(', ') });
  return forms.checkedValues(db, { schema: loaded.schema, values: { ...loaded.state.values, ...(values as FormValues) }, node, previous: loaded.state.values, uid, appId: loaded.appId, imageOrigins });
}

/**
 * The sign value rule (spec §4): a task with a sign value is approved with that value. A signature task (2) cannot be
 * approved without it; a countersign task (1) may leave it out, but a value sent must be the task's own.
 */
function checkSign(type: number, flags: number[], sign: 1 | 2 | undefined): void {
  const expected = signValue({ type, flags });
  if (sign === undefined ? expected === 2 : sign !== expected) throw new DomainError('matters.signMismatch');
}

export type TaskAction =
  | { type: 'approve'; opinion?: string; values?: unknown; chosen?: Record<string, string[]>; sign?: 1 | 2 }
  | { type: 'reject'; opinion?: string; to?: 'initiator' | 'previous' | { node: string } }
  | { type: 'resubmit'; opinion?: string; values?: unknown; chosen?: Record<string, string[]> }
  | { type: 'transfer'; to: string; opinion?: string }
  | { type: 'addSign'; uids: string[]; opinion?: string }
  | { type: 'cc'; uids: string[]; opinion?: string }
  | { type: 'pullBack' }
  | { type: 'read' };

/**
 * Acts on one of the caller's tasks. Someone else's task id reads as not found, revealing nothing. Values sent keep
 * rich-text pictures of `imageOrigins` (IMAGE_HOSTS) besides the portal's own.
 */
export async function actOnTask(db: DbOrTx, user: SessionUser, taskId: string, act: TaskAction, imageOrigins: readonly string[] = []): Promise<ActionResult> {
  return inTransaction(db, async (tx) => {
    const row = await q.lockTaskInstance(tx, rowId(taskId));
    if (!row || row.task_assignee_uid !== user.uid) throw new DomainError('matters.notFound');
    const loaded = await loadedRow(tx, row);
    const engineTask = loaded.state.tasks.find((t) => t.id === row.task_engine_id);
    if (!engineTask) throw new DomainError('matters.notFound');
    let action: Action;
    if (act.type === 'approve') {
      checkSign(row.task_type, engineTask.flags, act.sign);
      const { sign: _sign, ...decision } = act;
      action = { ...decision, task: engineTask.id, values: await approverValues(tx, loaded, engineTask.node, act.values, user.uid, imageOrigins) };
    }
    else if (act.type === 'resubmit') {
      const values = act.values === undefined ? undefined : await forms.checkedValues(tx, { schema: loaded.schema, values: act.values, previous: loaded.state.values, uid: user.uid, appId: loaded.appId, imageOrigins });
      action = { ...act, task: engineTask.id, values };
    } else action = { ...act, task: engineTask.id } as Action;
    const result = await apply(tx, loaded, user, action);
    // The files of edited or corrected values: the application's participants may reach them from now on.
    if ('values' in action && action.values) await files.recordAttachments(tx, loaded.id, fileRefsIn(loaded.schema, action.values));
    return result;
  });
}

/** Acts on an instance as its applicant (withdraw, terminate, urge) or as an administrator (terminate, reopen). */
export async function actOnInstance(
  db: DbOrTx,
  user: SessionUser,
  instanceId: string,
  action: Extract<Action, { type: 'withdraw' | 'terminate' | 'urge' | 'reopen' }>,
): Promise<ActionResult> {
  return inTransaction(db, async (tx) => {
    const loaded = await load(tx, instanceId);
    const admin = (action.type === 'terminate' || action.type === 'reopen') && (await org.isAdministrator(tx, user));
    if (loaded.state.initiator !== user.uid && !admin) throw new DomainError('matters.notFound');
    return apply(tx, loaded, { uid: user.uid, actor_uid: user.actor_uid, admin }, action);
  });
}

export interface ActionResult {
  inst_id: string;
  status: InstanceState['status'];
}

type Actor = Pick<SessionUser, 'uid' | 'actor_uid'>;

async function apply(tx: DbOrTx, loaded: Loaded, actor: Actor & { admin?: boolean }, action: Action): Promise<ActionResult> {
  let result: Transition;
  try {
    result = transition(loaded.ctx, loaded.state, action, actor);
  } catch (e) {
    engineFailure(e);
  }
  result = await withAgents(tx, loaded.ctx, loaded.state, result);
  await persist(tx, loaded, loaded.state, result, actor, action, loaded.title);
  return { inst_id: loaded.id, status: result.state.status };
}

/**
 * Tasks a transition gave to someone who is away go straight on to their agent, held on their behalf; the person
 * away is not told of them (their agent is).
 */
async function withAgents(db: DbOrTx, ctx: EngineContext, before: InstanceState, result: Transition): Promise<Transition> {
  const known = new Set(before.tasks.map((t) => t.id));
  const fresh = result.state.tasks.filter((t) => !known.has(t.id) && t.state === 'pending' && t.kind === 'approve' && !t.onBehalfOf);
  const away = new Map((await q.awayAt(db, fresh.map((t) => t.assignee), new Date(ctx.now))).map((r) => [r.uid, r.agent_uid]));
  let out = result;
  for (const task of fresh) {
    const agent = away.get(task.assignee);
    if (!agent) continue;
    try {
      const moved = transition(ctx, out.state, { type: 'reassign', task: task.id, to: agent, onBehalfOf: task.assignee }, SYSTEM);
      const unsent = out.effects.filter((e) => !(e.type === 'message' && e.event === 'task' && e.to.includes(task.assignee)));
      out = { state: moved.state, effects: [...unsent, ...moved.effects] };
    } catch (e) {
      // The agent already holds a task at this step: the person's own stays with them.
      if (!(e instanceof EngineError)) throw e;
    }
  }
  return out;
}

// ── timers ─────────────────────────────────────────────────────────────────────

/** The system as the actor of automatic steps (the engine records them without a person). */
const SYSTEM = { uid: 'system' };

async function pendingTask(db: DbOrTx, payload: SlaPayload) {
  const row = await q.taskByEngineId(db, payload.instanceId, payload.task);
  return row && TODO_STATUSES.includes(row.status as 0 | 1) ? row : undefined;
}

async function slaWarning(db: DbOrTx, payload: SlaPayload): Promise<void> {
  const task = await pendingTask(db, payload);
  if (task) await messages.sendMessages(db, [{ to: task.assignee_uid, type: 4, title: `待办即将超时，请尽快处理：${task.title}`, link: `/matter/detail?inst_id=${payload.instanceId}` }]);
}

/** At the deadline: the node's timeout action, recorded in the history as automatic. */
async function slaDue(db: DbOrTx, payload: SlaPayload): Promise<void> {
  if (!(await pendingTask(db, payload))) return;
  const loaded = await load(db, payload.instanceId);
  const task = loaded.state.tasks.find((t) => t.id === payload.task);
  const node = task && loaded.ctx.graph.nodes.get(task.node);
  if (!task || node?.kind !== 'approval') return;
  const action = node.node.sla_action ?? 'remind';
  if (action === 'remind') {
    await messages.sendMessages(db, [{ to: task.assignee, type: 4, title: `待办已超时，请尽快处理：${loaded.title}`, link: `/matter/detail?inst_id=${loaded.id}` }]);
    return;
  }
  await apply(db, loaded, SYSTEM, { type: 'timeout', task: task.id, outcome: action });
}

export const mattersJobs = {
  [SLA_WARN]: (payload: unknown, ctx: { db: DbOrTx }) => slaWarning(ctx.db, payload as SlaPayload),
  [SLA_DUE]: (payload: unknown, ctx: { db: DbOrTx }) => slaDue(ctx.db, payload as SlaPayload),
};

// ── lists ──────────────────────────────────────────────────────────────────────

/** A year filter `y` or a time range, as a half-open interval in campus time. */
export function timeWindow(input: { y?: number; lower?: string; upper?: string }): { from?: Date; to?: Date } {
  const campus = (text: string) => new Date(`${text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T')}+08:00`);
  if (input.y) return { from: campus(`${input.y}-01-01`), to: campus(`${input.y + 1}-01-01`) };
  const to = input.upper ? campus(input.upper) : undefined;
  // A date-only upper bound includes that whole day.
  if (to && input.upper?.length === 10) to.setTime(to.getTime() + 86_400_000);
  return { from: input.lower ? campus(input.lower) : undefined, to };
}

export interface TodoQuery {
  processed: boolean;
  appId?: number;
  departmentId?: number;
  timeOf?: 'task' | 'apply';
  /** A service category's name. */
  className?: string;
  keyword?: string;
  keywordType: 'user' | 'app';
  from?: Date;
  to?: Date;
  flags?: number;
  /** Only tasks of these services (acting under a grant limited to them). */
  within?: number[];
}

/** The filter as the to-do query takes it: a search by applicant becomes the matching people. */
async function todoFilter(db: DbOrTx, query: TodoQuery): Promise<q.TodoFilter> {
  const { keyword, keywordType, className, within, ...rest } = query;
  const filter: q.TodoFilter = { ...rest };
  if (className) filter.appIds = await apps.appsInCategory(db, className);
  if (within) filter.appIds = filter.appIds ? filter.appIds.filter((id) => within.includes(id)) : within;
  if (!keyword) return filter;
  return keywordType === 'user' ? { ...filter, creators: await org.uidsMatching(db, keyword) } : { ...filter, keyword };
}

export async function myTodo(db: DbOrTx, user: SessionUser, lang: Lang, query: TodoQuery, page: { p: number; pageSize: number; newestFirst: boolean }) {
  const filter = await todoFilter(db, query);
  const { rows, total } = await q.todoPage(db, user.uid, filter, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize, newestFirst: page.newestFirst });
  const [appNames, people, named] = await Promise.all([
    apps.appNames(db, rows.map((r) => r.app_id), lang),
    org.peopleNames(db, rows.flatMap((r) => [r.creator_uid, r.assignee_uid])),
    stepNamer(db, lang, rows.map((r) => r.process_version_id)),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      inst_creator_name: people.get(r.creator_uid) ?? '',
      app_name: appNames.get(r.app_id) ?? '',
      task_created: campusDateTime(r.created_at),
      task_id: r.id,
      inst_id: r.instance_id,
      node_id: r.node_id,
      app_id: r.app_id,
      type: r.type === 3 ? (3 as const) : (1 as const),
      flags: r.flags,
      task_status: r.status as 0 | 1 | 2 | 3 | 5,
      node_config: { steps: [{ node_id: r.node_id, node_name: named(r.process_version_id, r.node_id, r.node_name) }] },
      handler_name: people.get(r.assignee_uid) ?? '',
    })),
    total,
    p: page.p,
    page_size: page.pageSize,
  };
}

export async function myStarted(db: DbOrTx, user: SessionUser, lang: Lang, filter: q.StartedFilter, page: { p: number; pageSize: number }) {
  const { rows, total } = await q.startedPage(db, user.uid, filter, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  const ids = rows.map((r) => r.id);
  const [appNames, open, named] = await Promise.all([
    apps.appNames(db, rows.map((r) => r.app_id), lang),
    q.openTasksOf(db, ids),
    stepNamer(db, lang, rows.map((r) => r.process_version_id)),
  ]);
  return {
    list: rows.map((r) => {
      const mine = open.filter((t) => t.instance_id === r.id);
      const resubmit = mine.find((t) => t.kind === 'resubmit');
      const approvals = mine.filter((t) => t.kind === 'approve' && TODO_STATUSES.includes(t.status as 0 | 1));
      const current = [...new Map(approvals.map((t) => [t.node_id, named(r.process_version_id, t.node_id, t.node_name)])).entries()];
      return {
        inst_id: r.id,
        task_id: resubmit?.id ?? '',
        task_status: resubmit ? 1 : 0,
        status: r.status as 0 | 1 | 2 | 4,
        app_type: 1,
        sess_id: '',
        nodes: current.map(([node_id, node_name]) => ({ node_name, steps: [{ node_id, node_name }] })),
        created: campusDateTime(r.created_at),
        finished: campusDateTime(r.finished_at),
        is_reminder: r.status === 0 && approvals.length > 0 ? ('yes' as const) : ('no' as const),
        app_name: appNames.get(r.app_id) ?? '',
      };
    }),
    total,
    p: page.p,
    page_size: page.pageSize,
  };
}

// ── route preview ──────────────────────────────────────────────────────────────

/** Hours assumed for a node with no history: its SLA, or one working day. */
const DEFAULT_NODE_HOURS = 8;

export interface RouteView {
  nodes: { node_id: string; node_name: string; kind: 'approval' | 'cc'; mode: string; approvers: { uid: string; name: string }[]; expected_at: string }[];
  finish_at: string;
}

/** Median working hours each approval node of a service took over its recent applications. */
async function typicalHours(db: DbOrTx, appId: number, now: Date): Promise<Map<string, number>> {
  const rows = await q.recentHandlingTimes(db, appId, 500);
  if (rows.length === 0) return new Map();
  const earliest = rows.reduce((min, r) => (r.created_at < min ? r.created_at : min), now);
  const cal = await calendar.campusCalendar(db, earliest, now);
  const byNode = new Map<string, number[]>();
  for (const r of rows) byNode.set(r.node_id, [...(byNode.get(r.node_id) ?? []), workingHoursBetween(cal, r.created_at, r.finished_at)]);
  return new Map([...byNode].map(([node, hours]) => [node, median(hours)]));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function routeView(db: DbOrTx, ctx: EngineContext, state: InstanceState, appId: number, lang: Lang): Promise<RouteView> {
  const now = new Date(ctx.now);
  const typical = await typicalHours(db, appId, now);
  const preview = previewRoute({
    graph: ctx.graph,
    state,
    approversOf: (node) => {
      const rule = node.kind === 'approval' ? node.node.approvers : node.node.recipients;
      return state.chosen[node.node.id] ?? ctx.resolve(rule, state);
    },
    hoursOf: (id) => {
      const node = ctx.graph.nodes.get(id);
      return typical.get(id) ?? (node?.kind === 'approval' ? node.node.sla_hours ?? DEFAULT_NODE_HOURS : 0);
    },
  });
  const cal = await calendar.campusCalendar(db, now, new Date(now.getTime() + 400 * 86_400_000));
  const names = await org.activePeopleNames(db, preview.nodes.flatMap((n) => n.approvers));
  const at = (hours: number) => campusDateTime(addWorkingHours(cal, now, hours));
  return {
    nodes: preview.nodes.map((n) => ({
      node_id: n.id,
      node_name: lang === 'en' && n.name_en ? n.name_en : n.name,
      kind: n.kind,
      mode: n.mode,
      approvers: n.approvers.map((uid) => ({ uid, name: names.get(uid) ?? '' })),
      expected_at: at(n.doneAfter),
    })),
    finish_at: at(preview.totalHours),
  };
}

/** The route a draft would take with these values, and when it would likely be done. */
export async function previewDraft(db: DbOrTx, user: SessionUser, lang: Lang, input: { appId: number; values: unknown; chosen?: Record<string, string[]>; terminal: 'pc' | 'mobile' }): Promise<RouteView> {
  const app = await apps.launchableApp(db, { user, lang }, input.appId, input.terminal);
  const process = await processes.currentProcess(db, input.appId);
  if (!process) throw new DomainError('forms.noForm');
  // A draft is checked only for shape: the preview should follow the user as they fill the form in.
  const values = input.values && typeof input.values === 'object' && !Array.isArray(input.values) ? (input.values as FormValues) : {};
  const state = { ...newInstance(user.uid), values, chosen: input.chosen ?? {} };
  const ctx = await engineContext(db, process.id, state);
  return routeView(db, ctx, state, app.id, lang);
}

/** The remaining route of an application, for its applicant and the people handling it. */
export async function remainingRoute(db: DbOrTx, user: SessionUser, lang: Lang, instanceId: string): Promise<RouteView> {
  const row = await q.participantInstance(db, rowId(instanceId), user.uid);
  if (!row || row.process_version_id === null) throw new DomainError('matters.notFound');
  const ctx = await engineContext(db, row.process_version_id, row.state);
  if (row.state.status !== 0) return { nodes: [], finish_at: campusDateTime(row.finished_at) };
  return routeView(db, ctx, row.state, row.app_id, lang);
}

// ── one application, as a participant sees it ─────────────────────────────────

async function participant(db: DbOrTx, user: SessionUser, instanceId: string) {
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

// ── batch approval ─────────────────────────────────────────────────────────────

/** Why a task cannot be approved without its own page: a required field of its step, or a choice for the next. */
async function batchObstacle(db: DbOrTx, user: SessionUser, taskId: string): Promise<DomainErrorCode | null> {
  const task = await q.taskRow(db, rowId(taskId));
  if (!task || task.assignee_uid !== user.uid) return 'matters.notFound';
  const row = await participant(db, user, task.instance_id);
  const engineTask = row.state.tasks.find((t) => t.id === task.engine_id);
  if (!engineTask || engineTask.state !== 'pending' || engineTask.kind !== 'approve') return 'matters.alreadyHandled';
  // A task that signs (a signature, or one approver's share of a countersign) is signed one by one, as approveTask asks.
  if (signValue({ type: task.type, flags: engineTask.flags }) !== null) return 'matters.needsSignature';
  const form = await forms.formVersion(db, row.form_version_id);
  const needsField = form?.schema.fields.some((f) => f.required && fieldAccess(f, engineTask.node) === 'edit' && isBlank(row.state.values[f.id]));
  if (needsField) return 'matters.needsField';
  const ctx = await engineContext(db, row.process_version_id ?? 0, row.state);
  const choosing = nextApprovalNodes(ctx, engineTask.node, row.state.values).some((n) => n.approvers.type === 'previous_choice' && !row.state.chosen[n.id]?.length);
  return choosing ? 'matters.needsChoice' : null;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** The approval nodes an application reaches right after `node`, through branches and CC nodes. */
function nextApprovalNodes(ctx: EngineContext, node: string, values: Record<string, unknown>) {
  const found: Extract<GraphNode, { kind: 'approval' }>['node'][] = [];
  const visit = (at: string, depth: number): void => {
    const n = ctx.graph.nodes.get(at);
    if (!n || depth > 50) return;
    if (n.kind === 'approval') found.push(n.node);
    else if (n.kind === 'cc' || n.kind === 'join') visit(n.next, depth + 1);
    else if (n.kind === 'condition') visit(n.branches.find((b) => holds(b.when, values))?.entry ?? n.next, depth + 1);
    else n.entries.forEach((e) => visit(e, depth + 1));
  };
  const start = ctx.graph.nodes.get(node);
  if (start?.kind === 'approval') visit(start.next, 0);
  return found;
}

export async function batchApprove(db: DbOrTx, user: SessionUser, taskIds: string[], opinion: string | undefined) {
  const approved: string[] = [];
  const skipped: { task_id: string; code: DomainErrorCode }[] = [];
  for (const taskId of [...new Set(taskIds)]) {
    try {
      const obstacle = await batchObstacle(db, user, taskId);
      if (obstacle) skipped.push({ task_id: taskId, code: obstacle });
      else {
        await actOnTask(db, user, taskId, { type: 'approve', opinion });
        approved.push(taskId);
      }
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      skipped.push({ task_id: taskId, code: e.code });
    }
  }
  return { approved, skipped };
}

// ── out of office ──────────────────────────────────────────────────────────────

const OOO_START = 'matters.outOfOfficeStart';
const OOO_END = 'matters.outOfOfficeEnd';

/** Moves the pending tasks `from` holds (their own, or those held for `owner`) to `to`, each audited. */
async function moveTasks(db: DbOrTx, held: { assignee: string; owner: string | null }, to: string, onBehalfOf: string | undefined): Promise<number> {
  let moved = 0;
  for (const task of await q.pendingTasksHeld(db, held.assignee, held.owner)) {
    const loaded = await load(db, String(task.instance_id));
    try {
      await apply(db, loaded, SYSTEM, { type: 'reassign', task: task.engine_id, to, onBehalfOf });
      moved += 1;
    } catch (e) {
      // A task the receiver already holds a share of stays where it is.
      if (!(e instanceof DomainError)) throw e;
    }
  }
  return moved;
}

async function awayStarts(db: DbOrTx, id: string): Promise<void> {
  const period = await q.outOfOffice(db, id);
  if (!period || period.cancelled_at) return;
  await moveTasks(db, { assignee: period.uid, owner: null }, period.agent_uid, period.uid);
}

/** Back from leave: what the agent has not handled returns to its owner. */
async function awayEnds(db: DbOrTx, id: string): Promise<void> {
  const period = await q.outOfOffice(db, id);
  if (!period) return;
  await moveTasks(db, { assignee: period.agent_uid, owner: period.uid }, period.uid, undefined);
}

export interface AwayInput {
  agentUid: string;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}

/** Names an agent for a period away; tasks move when it starts (at once if it has) and come back when it ends. */
export async function setOutOfOffice(db: DbOrTx, user: SessionUser, input: AwayInput): Promise<{ id: string }> {
  return inTransaction(db, async (tx) => {
    if (input.agentUid === user.uid || input.endsAt <= input.startsAt || input.endsAt <= new Date()) throw new DomainError('matters.invalidAction');
    if (!(await org.activePeopleNames(tx, [input.agentUid])).has(input.agentUid)) throw new DomainError('forms.unknownPeople', { uids: input.agentUid });
    if ((await q.awayAt(tx, [input.agentUid], input.startsAt)).length) throw new DomainError('matters.agentAway');
    let id: string;
    try {
      ({ id } = await q.insertOutOfOffice(tx, { uid: user.uid, agent_uid: input.agentUid, starts_at: input.startsAt, ends_at: input.endsAt, reason: input.reason }));
    } catch (e) {
      if ((e as { code?: string }).code === '23P01') throw new DomainError('matters.awayOverlap');
      throw e;
    }
    id = String(id);
    if (input.startsAt <= new Date()) await awayStarts(tx, id);
    else await enqueueJob(tx, { kind: OOO_START, key: `${OOO_START}:${id}`, runAt: input.startsAt, payload: { id } });
    await enqueueJob(tx, { kind: OOO_END, key: `${OOO_END}:${id}`, runAt: input.endsAt, payload: { id } });
    return { id };
  });
}

export async function cancelOutOfOffice(db: DbOrTx, user: SessionUser, id: string): Promise<Record<string, never>> {
  return inTransaction(db, async (tx) => {
    const period = await q.outOfOffice(tx, rowId(id));
    if (!period || period.uid !== user.uid) throw new DomainError('matters.notFound');
    if (period.cancelled_at) return {};
    await q.cancelOutOfOffice(tx, period.id);
    await cancelJobs(tx, { key: `${OOO_START}:${period.id}` });
    await cancelJobs(tx, { key: `${OOO_END}:${period.id}` });
    await awayEnds(tx, String(period.id));
    return {};
  });
}

export async function outOfOfficeList(db: DbOrTx, user: SessionUser) {
  const rows = await q.outOfOfficeOf(db, user.uid);
  const people = await org.peopleNames(db, rows.flatMap((r) => [r.uid, r.agent_uid]));
  return rows.map((r) => ({
    id: String(r.id),
    owner_name: people.get(r.uid) ?? '',
    agent_uid: r.agent_uid,
    agent_name: people.get(r.agent_uid) ?? '',
    starts_at: campusDateTime(r.starts_at),
    ends_at: campusDateTime(r.ends_at),
    reason: r.reason,
    mine: r.uid === user.uid ? 1 : 0,
    cancelled: r.cancelled_at ? 1 : 0,
  }));
}

export const awayJobs = {
  [OOO_START]: (payload: unknown, ctx: { db: DbOrTx }) => awayStarts(ctx.db, (payload as { id: string }).id),
  [OOO_END]: (payload: unknown, ctx: { db: DbOrTx }) => awayEnds(ctx.db, (payload as { id: string }).id),
};

// ── oversee ────────────────────────────────────────────────────────────────────

/** The permit of efficiency supervision (spec §6), which oversight needs. */
const OVERSEE_PERMIT = 'service-count';

export async function overseeList(db: DbOrTx, user: SessionUser, lang: Lang, filter: { keyword?: string; appId?: number }, page: { p: number; pageSize: number }) {
  const record = await org.permitsOf(db, user.uid);
  if (user.issuper !== 1 && ![...record.permits, ...record.web_permits].includes(OVERSEE_PERMIT)) throw new DomainError('auth.forbidden');
  const { rows, total } = await q.overseenPage(db, filter, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  const [holders, appNames, named] = await Promise.all([
    q.pendingHolders(db, rows.map((r) => String(r.id))),
    apps.appNames(db, rows.map((r) => r.app_id), lang),
    stepNamer(db, lang, rows.map((r) => r.process_version_id)),
  ]);
  const people = await org.peopleNames(db, [...rows.map((r) => r.creator_uid), ...holders.map((h) => h.assignee_uid)]);
  const now = Date.now();
  return {
    list: rows.map((r) => {
      const mine = holders.filter((h) => h.instance_id === r.id);
      const nodes = [...new Set(mine.map((h) => h.node_id))].map((node) => {
        const at = mine.filter((h) => h.node_id === node);
        return { node_name: named(r.process_version_id, node, at[0].node_name), handlers: at.map((h) => people.get(h.assignee_uid) ?? ''), since: campusDateTime(at[0].created_at) };
      });
      const since = r.waiting_since ? new Date(r.waiting_since).getTime() : now;
      return {
        inst_id: String(r.id),
        app_name: appNames.get(r.app_id) ?? '',
        title: r.title,
        applicant_name: people.get(r.creator_uid) ?? '',
        created: campusDateTime(r.created_at),
        nodes,
        waiting_hours: Math.round(((now - since) / 3_600_000) * 10) / 10,
      };
    }),
    total,
    p: page.p,
    page_size: page.pageSize,
  };
}

// ── notified ───────────────────────────────────────────────────────────────────

/** Applications copied to the user (spec §2 /matter/read), each with its read receipt. */
export async function notifiedList(db: DbOrTx, user: SessionUser, lang: Lang, filter: q.NotifiedFilter, page: { p: number; pageSize: number }) {
  const { rows, total } = await q.notifiedPage(db, user.uid, filter, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  const [appNames, people, named] = await Promise.all([
    apps.appNames(db, rows.map((r) => r.app_id), lang),
    org.peopleNames(db, rows.map((r) => r.creator_uid)),
    stepNamer(db, lang, rows.map((r) => r.process_version_id)),
  ]);
  return {
    list: rows.map((r) => ({
      task_id: r.id,
      inst_id: r.instance_id,
      app_id: r.app_id,
      app_name: appNames.get(r.app_id) ?? '',
      title: r.title,
      applicant_name: people.get(r.creator_uid) ?? '',
      node_name: named(r.process_version_id, r.node_id, r.node_name),
      created: campusDateTime(r.created_at),
      is_read: r.status === TaskStatus.read ? 1 : 0,
      read_at: r.status === TaskStatus.read ? campusDateTime(r.finished_at) : '',
    })),
    total,
    p: page.p,
    page_size: page.pageSize,
  };
}

/** What the to-do list can be narrowed to: the services and applicants' departments of the user's tasks. */
export async function todoFilters(db: DbOrTx, user: SessionUser, lang: Lang, processed: boolean) {
  const facets = await q.todoFacets(db, user.uid, processed);
  const appIds = [...new Set(facets.map((f) => f.app_id))];
  const departmentIds = [...new Set(facets.flatMap((f) => (f.department_id === null ? [] : [f.department_id])))];
  const [appNames, departments] = await Promise.all([apps.appNames(db, appIds, lang), org.departmentNames(db, departmentIds, lang)]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, lang === 'en' ? 'en' : 'zh');
  return {
    apps: appIds.map((id) => ({ id, name: appNames.get(id) ?? '' })).sort(byName),
    departments: departmentIds.map((id) => ({ id: String(id), name: departments.get(id) ?? '' })).sort(byName),
  };
}

/** The services of the applications (or of the tasks' applications) `ids` name; ids naming nothing add none. */
export async function servicesOf(db: DbOrTx, kind: 'instance' | 'task', ids: readonly string[]): Promise<number[]> {
  const rows = ids.filter((id) => /^[1-9][0-9]{0,17}$/.test(id));
  return rows.length ? [...new Set(await q.appsOf(db, kind, rows))] : [];
}
