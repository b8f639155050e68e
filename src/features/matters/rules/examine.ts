/**
 * The examine page's rules (/matter/examine, /matter/rejectStep and their m_ twins, spec §2): which view an
 * application opens in for this reader, the return that sent it back, the values an approver may send, when a step
 * may be urged again, and how a common phrase joins the opinion.
 */
import type { MatterDetail, OutlineNode, ProcessOutline } from '@contract/calls/matters';
import { fieldAccess, START_NODE, type FormSchema, type FormValues } from '@contract/forms';

export type MyTask = MatterDetail['my_tasks'][number];
export type MatterStep = MatterDetail['steps'][number];

export type ExamineView =
  /** An approver's open task; `returned` when it came back to this step (rejectStep, flags containing 5). */
  | { kind: 'examine'; task: MyTask; returned: boolean }
  /** The applicant's task after a return: correct and resubmit. */
  | { kind: 'resubmit'; task: MyTask }
  /** A copy to read (type=read); the task is the open copy, if there still is one. */
  | { kind: 'read'; task: MyTask | null }
  /** Nothing to do here now: the applicant following it (type=launch), or a task already handled. */
  | { kind: 'overview' };

export interface ViewQuery {
  taskId?: string;
  /** todo | reject | launch | read (src/features/matters/rules/item-target.ts). */
  type?: string;
  /** The address is a rejectStep one. */
  rejectStep: boolean;
}

/** The reader's open task of a kind: the one the link names, else (a link without a task) the first. */
function openTask(detail: Pick<MatterDetail, 'my_tasks'>, kind: MyTask['kind'], taskId?: string): MyTask | undefined {
  const tasks = detail.my_tasks.filter((t) => t.kind === kind);
  return taskId ? tasks.find((t) => t.task_id === taskId) : tasks[0];
}

export function examineView(detail: Pick<MatterDetail, 'my_tasks'>, query: ViewQuery): ExamineView {
  if (query.type === 'read') return { kind: 'read', task: openTask(detail, 'cc', query.taskId) ?? null };
  // A returned application opens for correction wherever the link came from (a resubmit link carries no type).
  const resubmit = openTask(detail, 'resubmit', query.taskId);
  if (resubmit) return { kind: 'resubmit', task: resubmit };
  const approve = query.type === 'launch' ? undefined : openTask(detail, 'approve', query.taskId);
  if (approve) return { kind: 'examine', task: approve, returned: query.rejectStep || query.type === 'reject' || approve.flags.includes(5) };
  const copy = query.type === 'launch' ? undefined : openTask(detail, 'cc', query.taskId);
  if (copy) return { kind: 'read', task: copy };
  return { kind: 'overview' };
}

const RETURNS = ['reject', 'timeoutReject'];

/** The return that sent the application back: the last reject of its history (an SLA's automatic one too). */
export function lastReturn(steps: readonly MatterStep[]): MatterStep | null {
  return [...steps].reverse().find((s) => RETURNS.includes(s.action)) ?? null;
}

/** The values a step sends with its decision: only the fields it may edit (contract/forms/field-access.ts). */
export function editableValues(schema: FormSchema, nodeId: string, values: FormValues): FormValues {
  const editable = schema.fields.filter((f) => fieldAccess(f, nodeId) === 'edit' && f.id in values);
  return Object.fromEntries(editable.map((f) => [f.id, values[f.id]]));
}

export function hasEditable(schema: FormSchema, nodeId: string): boolean {
  return schema.fields.some((f) => fieldAccess(f, nodeId) === 'edit');
}

/** A campus-time text (YYYY-MM-DD HH:mm:ss, Asia/Shanghai) as an instant. */
export function campusInstant(text: string): number {
  return Date.parse(`${text.slice(0, 19).replace(' ', 'T')}+08:00`);
}

/**
 * When a step may be urged again (one urge per step per hour): its HH:mm while that is still ahead, else null (it may
 * be urged now).
 */
export function urgeWait(urgeAfter: string, now: number): string | null {
  if (!urgeAfter) return null;
  const at = campusInstant(urgeAfter);
  return Number.isNaN(at) || at <= now ? null : urgeAfter.slice(11, 16);
}

export const OPINION_MAX = 2000;

/** A tapped common phrase: the opinion, or the opinion with the phrase after it (not twice in a row). */
export function withPhrase(opinion: string, phrase: string): string {
  const text = opinion.trimEnd();
  if (!text) return phrase;
  if (text.endsWith(phrase)) return opinion;
  // Chinese phrases end with their own stop; English ones need a space.
  const joined = /[\u3000-\u303f\uff00-\uffef]$/.test(text) ? `${text}${phrase}` : `${text} ${phrase}`;
  return joined.slice(0, OPINION_MAX);
}

/** The steps open now, for the diagram: the reader's own step, the applicant's waiting steps, else the route's first; none while the applicant corrects it. */
export function currentNodes(view: ExamineView, detail: Pick<MatterDetail, 'status' | 'urge_nodes'>, routeFirst: string | null): string[] {
  // A returned application waits on its applicant, before the first step.
  if (detail.status !== 0 || view.kind === 'resubmit') return [];
  if (view.kind === 'examine') return [view.task.node_id];
  if (detail.urge_nodes.length > 0) return detail.urge_nodes.map((n) => n.node_id);
  return routeFirst ? [routeFirst] : [];
}

/** An instant as campus time (Asia/Shanghai, UTC+8 all year), YYYY-MM-DD HH:mm. */
export function campusText(at: number): string {
  return new Date(at + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

type RouteNode = { node_id: string; node_name: string; kind: 'approval' | 'cc'; mode: string; approvers: { name: string }[] };

const MODES: readonly string[] = ['sequential', 'all', 'any', 'vote'];
const DECIDED = ['approve', 'reject', 'transfer', 'addSign', 'autoApprove', 'timeoutApprove', 'timeoutReject', 'complete'];

/**
 * The application's own path as a process outline, for a reader the service's outline is not shown to (an approver
 * outside the service's audience): the steps it has passed, with who decided there, then the route ahead with who
 * will handle each step (getMatterRoute). Branches it did not take are not drawn.
 */
export function instanceOutline(detail: Pick<MatterDetail, 'app_id' | 'steps'>, ahead: readonly RouteNode[]): ProcessOutline {
  const later = new Set(ahead.map((n) => n.node_id));
  const passed = new Map<string, { name: string; actors: string[]; decided: boolean }>();
  for (const s of detail.steps) {
    if (s.node_id === START_NODE || later.has(s.node_id)) continue;
    const node = passed.get(s.node_id) ?? { name: s.node_name, actors: [], decided: false };
    if (DECIDED.includes(s.action)) {
      node.decided = true;
      if (s.actor_name && !node.actors.includes(s.actor_name)) node.actors.push(s.actor_name);
    }
    passed.set(s.node_id, node);
  }
  const nodes: OutlineNode[] = [
    ...[...passed].map(([id, n]): OutlineNode => ({
      id, kind: n.decided ? 'approval' : 'cc', name: n.name, mode: '', approvers: n.actors.length ? { type: 'users', names: n.actors, levels: 0 } : null, branches: [],
    })),
    ...ahead.map((n): OutlineNode => ({
      id: n.node_id,
      kind: n.kind,
      name: n.node_name,
      mode: MODES.includes(n.mode) ? (n.mode as OutlineNode['mode']) : '',
      approvers: n.approvers.length ? { type: 'users', names: n.approvers.map((a) => a.name), levels: 0 } : null,
      branches: [],
    })),
  ];
  return { app_id: detail.app_id, version: 0, nodes };
}
