/**
 * The approval engine's pure core: (graph, instance state, action, actor, clock) → (new state, effects). No I/O:
 * approvers are resolved by a function the caller prepares from the organisation, and the persistence layer applies
 * the effects (tasks, audit steps, messages, timers) in one transaction.
 *
 * An instance holds tokens: where it currently is. A token at an approval node has tasks for that node's
 * occurrence (the nth time the node is reached); a parallel node splits a token into one per branch and its join
 * waits for all of them. Every decision is an audit step; the steps are the history the client shows.
 */
import type { ApproverRule } from '../../../contract/process/definition';
import { END, holds, type GraphNode, type ProcessGraph } from './graph';

export const START = 'start';

/** Instance status (spec §4): 0 in progress, 1 terminated, 2 completed, 4 withdrawn. */
export type InstanceStatus = 0 | 1 | 2 | 4;

export type TaskState = 'waiting' | 'pending' | 'approved' | 'rejected' | 'cancelled' | 'transferred' | 'read';

/** Task flags: 5 returned (a task reached again after a return, or the applicant's resubmit task). */
export const FLAG_RETURNED = 5;
/** 7: the approver signs the decision (a node with `signature`); with task type 1 the sign value is 2 (spec §4). */
export const FLAG_SIGN = 7;
/** The handlers of one step can be urged once an hour. */
export const URGE_INTERVAL_MS = 3_600_000;

export interface EngineTask {
  id: number;
  node: string;
  occurrence: number;
  assignee: string;
  /** approve: an approval node's task; resubmit: the applicant's, after a return; cc: a read receipt. */
  kind: 'approve' | 'resubmit' | 'cc';
  state: TaskState;
  /** Position among a sequential node's approvers. */
  order: number;
  flags: number[];
  token: number;
  created: number;
  closed: number | null;
  /** Whose task this is when an out-of-office agent holds it for them. */
  onBehalfOf?: string;
}

export interface Token {
  id: number;
  at: string;
  occurrence: number;
}

export type StepAction =
  | 'start'
  | 'approve'
  | 'reject'
  | 'resubmit'
  | 'withdraw'
  | 'terminate'
  | 'transfer'
  | 'addSign'
  | 'pullBack'
  | 'read'
  | 'urge'
  | 'cc'
  | 'autoApprove'
  | 'timeoutApprove'
  | 'timeoutReject'
  | 'delegate'
  | 'reopen'
  | 'reassign'
  | 'complete';

export interface Step {
  node: string;
  action: StepAction;
  actor: string;
  opinion: string;
  at: number;
  task: number | null;
  /** For transfer and add-sign: who received it. */
  targets: string[];
}

export interface InstanceState {
  status: InstanceStatus;
  initiator: string;
  values: Record<string, unknown>;
  tokens: Token[];
  tasks: EngineTask[];
  steps: Step[];
  occurrences: Record<string, number>;
  /** Arrivals at each parallel join in the current pass. */
  joins: Record<string, number>;
  /** Approvers chosen by the applicant or by the previous approver, per node. */
  chosen: Record<string, string[]>;
  /** The node that last returned the instance to the applicant, for a resubmit that jumps back. */
  returnedFrom: string | null;
  nextId: number;
}

export type MessageKind = 1 | 2 | 3 | 4;

export type Effect =
  | { type: 'message'; kind: MessageKind; to: string[]; event: 'submitted' | 'task' | 'approved' | 'returned' | 'completed' | 'terminated' | 'withdrawn' | 'cc' | 'urge' | 'transferred' }
  | { type: 'timer'; task: number; hours: number }
  | { type: 'cancelTimer'; task: number };

export interface Policies {
  /** No approver could be resolved: pass the node automatically, or refuse to go on. */
  emptyApprover: 'autoPass' | 'refuse';
  /** The applicant is an approver of their own application: pass it automatically, or ask them. */
  initiatorApprover: 'autoPass' | 'keep';
  /** The same person approved the node just before: pass it automatically, or ask again. */
  repeatedApprover: 'autoPass' | 'keep';
  /** After a return to the applicant, a resubmit restarts at the first node or jumps back to the returning node. */
  resubmit: 'restart' | 'jumpBack';
}

export const defaultPolicies: Policies = { emptyApprover: 'autoPass', initiatorApprover: 'autoPass', repeatedApprover: 'autoPass', resubmit: 'jumpBack' };

export interface EngineContext {
  graph: ProcessGraph;
  policies: Policies;
  /** The people a rule names for this instance, from the organisation (department heads, post holders, form users). */
  resolve(rule: ApproverRule, state: InstanceState): string[];
  now: number;
}

export interface Actor {
  uid: string;
  /** Administrators may terminate any instance. */
  admin?: boolean;
}

export type Action =
  | { type: 'start'; values: Record<string, unknown>; chosen?: Record<string, string[]> }
  | { type: 'approve'; task: number; opinion?: string; values?: Record<string, unknown>; chosen?: Record<string, string[]> }
  | { type: 'reject'; task: number; opinion?: string; to?: 'initiator' | 'previous' | { node: string } }
  | { type: 'resubmit'; task: number; opinion?: string; values?: Record<string, unknown>; chosen?: Record<string, string[]> }
  | { type: 'withdraw'; opinion?: string }
  | { type: 'terminate'; opinion?: string }
  | { type: 'pullBack'; task: number }
  | { type: 'transfer'; task: number; to: string; opinion?: string }
  | { type: 'addSign'; task: number; uids: string[]; opinion?: string }
  /** An approver copies the application to more people, keeping their own task. */
  | { type: 'cc'; task: number; uids: string[]; opinion?: string }
  | { type: 'read'; task: number }
  | { type: 'urge'; nodes: string[] }
  | { type: 'timeout'; task: number; outcome: 'approve' | 'reject' }
  /** An administrator reopens a completed or terminated application: it goes back to the applicant. */
  | { type: 'reopen'; opinion: string }
  /** The system moves a pending task to an out-of-office agent (onBehalfOf the owner), or back to its owner. */
  /**
   * A task moves to someone else: handed to an out-of-office agent and back (by the system, `onBehalfOf` naming the
   * owner), or by a supervisor of services (an administrator) giving the reason, recorded as theirs.
   */
  | { type: 'reassign'; task: number; to: string; onBehalfOf?: string; reason?: string };

export type EngineErrorCode =
  | 'notInProgress'
  | 'notYourTask'
  | 'alreadyHandled'
  | 'notInitiator'
  | 'tooLateToWithdraw'
  | 'cannotPullBack'
  | 'invalidReturnTarget'
  | 'noApprover'
  | 'choiceRequired'
  | 'notAdministrator'
  | 'reasonRequired'
  | 'urgedRecently'
  | 'invalidAction';

export class EngineError extends Error {
  constructor(readonly code: EngineErrorCode) {
    super(code);
    this.name = 'EngineError';
  }
}

export interface Transition {
  state: InstanceState;
  effects: Effect[];
}

export function newInstance(initiator: string): InstanceState {
  return { status: 0, initiator, values: {}, tokens: [], tasks: [], steps: [], occurrences: {}, joins: {}, chosen: {}, returnedFrom: null, nextId: 1 };
}

const OPEN: TaskState[] = ['waiting', 'pending'];
export const isOpen = (t: EngineTask): boolean => OPEN.includes(t.state);

/** One transition, applied to a copy: the input state is never changed. */
export function transition(ctx: EngineContext, input: InstanceState, action: Action, actor: Actor): Transition {
  const run = new Run(ctx, structuredClone(input), actor);
  run.apply(action);
  return { state: run.state, effects: run.effects };
}

class Run {
  effects: Effect[] = [];

  constructor(
    private readonly ctx: EngineContext,
    readonly state: InstanceState,
    private readonly actor: Actor,
  ) {}

  apply(action: Action): void {
    if (action.type === 'start') return this.start(action);
    if (action.type === 'reopen') return this.reopen(action.opinion);
    // A copy's read receipt may come after the application has ended; nothing else may.
    if (this.state.status !== 0 && action.type !== 'read') throw new EngineError('notInProgress');
    switch (action.type) {
      case 'approve':
        return this.approve(this.ownTask(action.task, 'approve'), action.opinion ?? '', action.values, action.chosen);
      case 'reject':
        return this.reject(this.ownTask(action.task, 'approve'), action.opinion ?? '', action.to ?? 'initiator');
      case 'resubmit':
        return this.resubmit(this.ownTask(action.task, 'resubmit'), action);
      case 'withdraw':
        return this.withdraw(action.opinion ?? '');
      case 'terminate':
        return this.terminate(action.opinion ?? '');
      case 'pullBack':
        return this.pullBack(action.task);
      case 'transfer':
        return this.transfer(this.ownTask(action.task, 'approve'), action.to, action.opinion ?? '');
      case 'addSign':
        return this.addSign(this.ownTask(action.task, 'approve'), action.uids, action.opinion ?? '');
      case 'cc':
        return this.copy(this.ownTask(action.task, 'approve'), action.uids, action.opinion ?? '');
      case 'read':
        return this.read(this.ownTask(action.task, 'cc'));
      case 'urge':
        return this.urge(action.nodes);
      case 'timeout':
        return this.timeout(action.task, action.outcome);
      case 'reassign':
        return this.reassign(action.task, action.to, action.onBehalfOf, action.reason);
    }
  }

  // ── lifecycle ────────────────────────────────────────────────────────────────

  private start(action: Extract<Action, { type: 'start' }>): void {
    if (this.state.steps.length > 0) throw new EngineError('invalidAction');
    if (this.actor.uid !== this.state.initiator) throw new EngineError('notInitiator');
    this.state.values = action.values;
    this.state.chosen = { ...action.chosen };
    this.step(START, 'start', '', null);
    this.message(1, [this.state.initiator], 'submitted');
    this.enter(this.ctx.graph.first, this.newToken());
  }

  private resubmit(task: EngineTask, action: Extract<Action, { type: 'resubmit' }>): void {
    this.close(task, 'approved');
    if (action.values) this.state.values = { ...this.state.values, ...action.values };
    if (action.chosen) this.state.chosen = { ...this.state.chosen, ...action.chosen };
    this.step(START, 'resubmit', action.opinion ?? '', task.id);
    this.message(1, [this.state.initiator], 'submitted');
    const from = this.state.returnedFrom;
    this.state.returnedFrom = null;
    this.state.joins = {};
    // Jumping back into a parallel branch would leave its join waiting for branches that never run again.
    const canJump = this.ctx.policies.resubmit === 'jumpBack' && from !== null && this.ctx.graph.scope.get(from) === '';
    const target = canJump ? from : this.ctx.graph.first;
    this.enter(target, this.newToken());
  }

  private withdraw(opinion: string): void {
    if (this.actor.uid !== this.state.initiator) throw new EngineError('notInitiator');
    if (!withdrawable(this.state)) throw new EngineError('tooLateToWithdraw');
    this.closeEverything();
    this.state.status = 4;
    this.step(START, 'withdraw', opinion, null);
    this.message(3, this.participants(), 'withdrawn');
  }

  private terminate(opinion: string): void {
    if (this.actor.uid !== this.state.initiator && !this.actor.admin) throw new EngineError('notInitiator');
    this.closeEverything();
    this.state.status = 1;
    this.step(START, 'terminate', opinion, null);
    this.message(3, [this.state.initiator, ...this.participants()], 'terminated');
  }

  private reopen(opinion: string): void {
    if (!this.actor.admin) throw new EngineError('notAdministrator');
    if (this.state.status !== 1 && this.state.status !== 2) throw new EngineError('invalidAction');
    if (!opinion.trim()) throw new EngineError('reasonRequired');
    this.state.status = 0;
    this.step(START, 'reopen', opinion, null);
    this.returnTo('initiator', START, { id: 0, at: START, occurrence: 0 });
  }

  // ── walking the graph ────────────────────────────────────────────────────────

  /** Moves a token into a node and runs on until it waits at an approval node, a join or the end. */
  private enter(at: string, token: Token, returned = false): void {
    token.at = at;
    if (at === END) return this.arriveAtEnd(token);
    const node = this.ctx.graph.nodes.get(at);
    if (!node) throw new Error(`Unknown process node ${at}`);
    switch (node.kind) {
      case 'condition': {
        const branch = node.branches.find((b) => holds(b.when, this.state.values));
        return this.enter(branch ? branch.entry : node.next, token);
      }
      case 'parallel': {
        this.removeToken(token);
        this.state.joins[node.join] = 0;
        for (const entry of node.entries) this.enter(entry, this.newToken());
        return;
      }
      case 'join': {
        this.removeToken(token);
        this.state.joins[node.id] = (this.state.joins[node.id] ?? 0) + 1;
        if (this.state.joins[node.id] < node.arrivals) return;
        delete this.state.joins[node.id];
        return this.enter(node.next, this.newToken());
      }
      case 'cc':
        this.notify(node, token);
        return this.enter(node.next, token);
      case 'approval':
        return this.activate(node, token, returned);
    }
  }

  private arriveAtEnd(token: Token): void {
    this.removeToken(token);
    if (this.state.tokens.length > 0) return;
    this.state.status = 2;
    this.step(END, 'complete', '', null);
    this.message(3, [this.state.initiator], 'completed');
  }

  private notify(node: Extract<GraphNode, { kind: 'cc' }>, token: Token): void {
    const occurrence = this.nextOccurrence(node.node.id);
    const people = unique(this.ctx.resolve(node.node.recipients, this.state));
    for (const uid of people) this.addTask({ node: node.node.id, occurrence, assignee: uid, kind: 'cc', state: 'pending', order: 0, token: token.id });
    if (people.length) this.message(3, people, 'cc');
  }

  private activate(node: Extract<GraphNode, { kind: 'approval' }>, token: Token, returned: boolean): void {
    const def = node.node;
    token.occurrence = this.nextOccurrence(def.id);
    const rule = def.approvers;
    const chosen = rule.type === 'initiator_choice' || rule.type === 'previous_choice' ? this.state.chosen[def.id] : undefined;
    if ((rule.type === 'initiator_choice' || rule.type === 'previous_choice') && !chosen?.length) throw new EngineError('choiceRequired');
    const approvers = unique(chosen ?? this.ctx.resolve(rule, this.state));
    const auto = this.autoPassReason(def.id, approvers);
    if (auto) {
      this.step(def.id, 'autoApprove', auto, null);
      return this.enter(node.next, token);
    }
    if (approvers.length === 0) throw new EngineError('noApprover');
    const sequential = def.mode === 'sequential';
    approvers.forEach((uid, i) => {
      const task = this.addTask({
        node: def.id, occurrence: token.occurrence, assignee: uid, kind: 'approve',
        state: sequential && i > 0 ? 'waiting' : 'pending', order: i, token: token.id,
        flags: [...(returned ? [FLAG_RETURNED] : []), ...(def.signature ? [FLAG_SIGN] : [])],
      });
      if (task.state === 'pending') this.opened(task, def.sla_hours);
    });
  }

  /** Why a node passes without anyone acting, by the policies; null when someone must act. */
  private autoPassReason(nodeId: string, approvers: string[]): string | null {
    const { policies } = this.ctx;
    if (approvers.length === 0) return policies.emptyApprover === 'autoPass' ? 'emptyApprover' : null;
    if (policies.initiatorApprover === 'autoPass' && approvers.every((a) => a === this.state.initiator)) return 'initiatorApprover';
    if (policies.repeatedApprover === 'autoPass') {
      const last = [...this.state.steps].reverse().find((s) => s.node !== nodeId && (s.action === 'approve' || s.action === 'start' || s.action === 'resubmit'));
      if (last?.action === 'approve' && approvers.every((a) => a === last.actor)) return 'repeatedApprover';
    }
    return null;
  }

  /** A node's occurrence decided: approved → move on; rejected → handled by the caller. */
  private decided(token: Token): 'approved' | 'rejected' | 'open' {
    const node = this.approvalNode(token.at);
    const tasks = this.state.tasks.filter((t) => t.kind === 'approve' && t.node === token.at && t.occurrence === token.occurrence && t.token === token.id && t.state !== 'cancelled' && t.state !== 'transferred');
    const approved = tasks.filter((t) => t.state === 'approved').length;
    const rejected = tasks.filter((t) => t.state === 'rejected').length;
    const n = tasks.length;
    switch (node.node.mode) {
      case 'any':
        return approved > 0 ? 'approved' : rejected > 0 ? 'rejected' : 'open';
      case 'vote': {
        const need = Math.max(1, Math.ceil((node.node.vote_ratio ?? 0.5) * n - 1e-9));
        if (approved >= need) return 'approved';
        return rejected > n - need ? 'rejected' : 'open';
      }
      default:
        return rejected > 0 ? 'rejected' : approved === n ? 'approved' : 'open';
    }
  }

  // ── task actions ─────────────────────────────────────────────────────────────

  private approve(task: EngineTask, opinion: string, values?: Record<string, unknown>, chosen?: Record<string, string[]>): void {
    this.decide(task, 'approved', opinion, 'approve', values, chosen);
  }

  private decide(task: EngineTask, state: 'approved' | 'rejected', opinion: string, action: StepAction, values?: Record<string, unknown>, chosen?: Record<string, string[]>): void {
    if (values) this.state.values = { ...this.state.values, ...values };
    if (chosen) this.state.chosen = { ...this.state.chosen, ...chosen };
    this.close(task, state);
    this.step(task.node, action, opinion, task.id);
    const token = this.tokenOf(task);
    const outcome = this.decided(token);
    if (outcome === 'open') {
      const next = this.state.tasks.find((t) => t.token === token.id && t.node === task.node && t.occurrence === task.occurrence && t.state === 'waiting');
      if (next && this.approvalNode(task.node).node.mode === 'sequential') {
        next.state = 'pending';
        this.opened(next, this.approvalNode(task.node).node.sla_hours);
      }
      return;
    }
    this.closeNodeTasks(token);
    if (outcome === 'approved') {
      this.message(2, [this.state.initiator], 'approved');
      return this.enter(this.approvalNode(task.node).next, token);
    }
    this.returnTo('initiator', task.node, token);
  }

  private reject(task: EngineTask, opinion: string, to: 'initiator' | 'previous' | { node: string }): void {
    const target = this.returnTarget(task, to);
    this.close(task, 'rejected');
    this.step(task.node, 'reject', opinion, task.id);
    const token = this.tokenOf(task);
    // A vote node may still reach its share after one no; every other mode returns on the first no.
    if (this.approvalNode(task.node).node.mode === 'vote' && this.decided(token) === 'open') return;
    this.closeNodeTasks(token);
    this.returnTo(target, task.node, token);
  }

  /**
   * Where a return may go: the applicant always; an earlier node it has passed, when that node is in the same
   * parallel branch, or encloses it while no other branch is still running.
   */
  private returnTarget(task: EngineTask, to: 'initiator' | 'previous' | { node: string }): 'initiator' | string {
    if (to === 'initiator') return 'initiator';
    const passed = this.passedNodes(task.node);
    const target = to === 'previous' ? passed[passed.length - 1] : to.node;
    if (to === 'previous' && target === undefined) return 'initiator';
    if (target === undefined || !passed.includes(target)) throw new EngineError('invalidReturnTarget');
    const here = this.ctx.graph.scope.get(task.node) ?? '';
    const there = this.ctx.graph.scope.get(target) ?? '';
    const sameBranch = here === there;
    const enclosing = here.startsWith(`${there}/`) && this.state.tokens.length === 1;
    if (!sameBranch && !enclosing) throw new EngineError('invalidReturnTarget');
    return target;
  }

  /** Approval nodes approved on the way to `node` in the current pass, in order. */
  private passedNodes(node: string): string[] {
    const lastSubmit = lastIndex(this.state.steps, (s) => s.action === 'start' || s.action === 'resubmit');
    const passed: string[] = [];
    for (const s of this.state.steps.slice(lastSubmit + 1)) {
      if (s.node === node) break;
      if ((s.action === 'approve' || s.action === 'autoApprove') && this.ctx.graph.nodes.get(s.node)?.kind === 'approval' && !passed.includes(s.node)) passed.push(s.node);
    }
    return passed.filter((n) => this.state.steps.some((s) => s.node === n && s.action === 'approve'));
  }

  private returnTo(target: 'initiator' | string, from: string, token: Token): void {
    if (target === 'initiator') {
      this.closeEverything();
      this.state.returnedFrom = from;
      const task = this.addTask({ node: START, occurrence: this.nextOccurrence(START), assignee: this.state.initiator, kind: 'resubmit', state: 'pending', order: 0, token: 0, flags: [FLAG_RETURNED] });
      this.message(2, [task.assignee], 'returned');
      return;
    }
    this.enter(target, token, true);
  }

  private transfer(task: EngineTask, to: string, opinion: string): void {
    const holder = this.state.tasks.some((t) => t.token === task.token && t.node === task.node && t.occurrence === task.occurrence && t.assignee === to && isOpen(t));
    // Someone already deciding at this step cannot take a second vote in it.
    if (to === task.assignee || holder) throw new EngineError('invalidAction');
    this.close(task, 'transferred');
    this.step(task.node, 'transfer', opinion, task.id, [to]);
    const next = this.addTask({ ...task, assignee: to, state: 'pending' });
    this.opened(next, this.approvalNode(task.node).node.sla_hours);
    this.message(3, [to], 'transferred');
  }

  /** Adds approvers to the node's current occurrence: right after the actor when sequential, beside them otherwise. */
  private addSign(task: EngineTask, uids: string[], opinion: string): void {
    const siblings = this.state.tasks.filter((t) => t.token === task.token && t.node === task.node && t.occurrence === task.occurrence);
    const fresh = unique(uids).filter((uid) => !siblings.some((t) => t.assignee === uid && t.state !== 'cancelled' && t.state !== 'transferred'));
    if (fresh.length === 0) throw new EngineError('invalidAction');
    const sequential = this.approvalNode(task.node).node.mode === 'sequential';
    if (sequential) for (const t of siblings) if (t.order > task.order) t.order += fresh.length;
    this.step(task.node, 'addSign', opinion, task.id, fresh);
    fresh.forEach((uid, i) => {
      const added = this.addTask({ ...task, assignee: uid, state: sequential ? 'waiting' : 'pending', order: task.order + 1 + i, flags: task.flags.filter((f) => f === FLAG_SIGN) });
      if (added.state === 'pending') this.opened(added, this.approvalNode(task.node).node.sla_hours);
    });
  }

  /** Copies to people who hold no unread copy of this step yet; the approver's own task stays open. */
  private copy(task: EngineTask, uids: string[], opinion: string): void {
    const holding = (uid: string) => this.state.tasks.some((t) => t.kind === 'cc' && t.node === task.node && t.assignee === uid && isOpen(t));
    const people = unique(uids).filter((uid) => uid !== this.actor.uid && uid !== this.state.initiator && !holding(uid));
    if (people.length === 0) throw new EngineError('invalidAction');
    this.step(task.node, 'cc', opinion, task.id, people);
    for (const uid of people) this.addTask({ node: task.node, occurrence: task.occurrence, assignee: uid, kind: 'cc', state: 'pending', order: 0, token: task.token });
    this.message(3, people, 'cc');
  }

  /** Where this task may return the application: the applicant, then the steps it passed, nearest first. */
  returnTargets(task: EngineTask): string[] {
    const valid = this.passedNodes(task.node).filter((node) => {
      try {
        return this.returnTarget(task, { node }) === node;
      } catch {
        return false;
      }
    });
    return ['initiator', ...valid.reverse()];
  }

  /** An approver takes back their approval while nobody after them has acted. */
  private pullBack(taskId: number): void {
    const task = this.state.tasks.find((t) => t.id === taskId);
    if (!task || task.assignee !== this.actor.uid) throw new EngineError('notYourTask');
    if (task.kind !== 'approve' || task.state !== 'approved') throw new EngineError('cannotPullBack');
    const after = this.state.steps.findIndex((s) => s.task === task.id && s.action === 'approve');
    const laterSibling = (s: Step) =>
      this.state.tasks.some((t) => t.id === s.task && t.node === task.node && t.occurrence === task.occurrence && t.order <= task.order);
    // Fellow approvers of a countersign may act meanwhile; anyone after this approver may not.
    const actedAfter = this.state.steps.slice(after + 1).some((s) => s.actor !== '' && s.action !== 'read' && s.action !== 'urge' && !laterSibling(s));
    if (actedAfter) throw new EngineError('cannotPullBack');
    const stillHere = this.state.tokens.find((t) => t.id === task.token && t.at === task.node && t.occurrence === task.occurrence);
    if (stillHere) {
      const later = this.state.tasks.filter((t) => t.token === task.token && t.node === task.node && t.occurrence === task.occurrence && isOpen(t) && t.order > task.order);
      // A later turn of this node handed to the same approver (a reassignment) is theirs to act on: taking the
      // approval back would leave them two open tasks of one node.
      if (later.some((t) => t.assignee === task.assignee)) throw new EngineError('cannotPullBack');
      // Only a sequential node takes turns: the next approver waits again. In a countersign or vote everyone
      // decides side by side, so their tasks stay open.
      const turns = this.approvalNode(task.node).node.mode === 'sequential';
      later.filter((t) => turns && t.state === 'pending').forEach((t) => {
        t.state = 'waiting';
        this.effects.push({ type: 'cancelTimer', task: t.id });
      });
    } else {
      if (this.state.tokens.length !== 1) throw new EngineError('cannotPullBack');
      const [token] = this.state.tokens;
      this.closeNodeTasks(token);
      token.at = task.node;
      token.occurrence = task.occurrence;
      token.id = task.token;
    }
    task.state = 'cancelled';
    task.closed = this.ctx.now;
    this.step(task.node, 'pullBack', '', task.id);
    const again = this.addTask({ ...task, state: 'pending' });
    this.opened(again, this.approvalNode(task.node).node.sla_hours);
  }

  private read(task: EngineTask): void {
    this.close(task, 'read');
    this.step(task.node, 'read', '', task.id);
  }

  /** The applicant, or a supervisor of services (an administrator), reminds the holders at some nodes. */
  private urge(nodes: string[]): void {
    if (this.actor.uid !== this.state.initiator && !this.actor.admin) throw new EngineError('notInitiator');
    const pending = this.state.tasks.filter((t) => t.kind === 'approve' && t.state === 'pending' && nodes.includes(t.node));
    if (pending.length === 0) throw new EngineError('invalidAction');
    if (nodes.some((node) => urgeAfter(this.state, node, this.ctx.now) !== null)) throw new EngineError('urgedRecently');
    this.step(nodes.join(','), 'urge', '', null);
    this.message(4, unique(pending.map((t) => t.assignee)), 'urge');
  }

  private timeout(taskId: number, outcome: 'approve' | 'reject'): void {
    const task = this.state.tasks.find((t) => t.id === taskId);
    if (!task || task.state !== 'pending' || task.kind !== 'approve') throw new EngineError('alreadyHandled');
    if (outcome === 'approve') this.decide(task, 'approved', '', 'timeoutApprove');
    else {
      this.close(task, 'rejected');
      this.step(task.node, 'timeoutReject', '', task.id);
      const token = this.tokenOf(task);
      this.closeNodeTasks(token);
      this.returnTo('initiator', task.node, token);
    }
  }

  private reassign(taskId: number, to: string, onBehalfOf: string | undefined, reason: string | undefined): void {
    if (reason !== undefined && !this.actor.admin) throw new EngineError('notAdministrator');
    const task = this.state.tasks.find((t) => t.id === taskId);
    if (!task || task.state !== 'pending' || task.kind === 'cc') throw new EngineError('alreadyHandled');
    const holder = this.state.tasks.some((t) => t.id !== task.id && t.token === task.token && t.node === task.node && t.occurrence === task.occurrence && t.assignee === to && isOpen(t));
    if (to === task.assignee || holder) throw new EngineError('invalidAction');
    this.close(task, 'transferred');
    if (reason !== undefined) this.step(task.node, 'reassign', reason, task.id, [to]);
    else this.step(task.node, 'delegate', onBehalfOf ? 'outOfOffice' : 'ownerBack', task.id, [to]);
    const { onBehalfOf: _previous, ...rest } = task;
    const next = this.addTask({ ...rest, assignee: to, state: 'pending', ...(onBehalfOf ? { onBehalfOf } : {}) });
    const node = this.ctx.graph.nodes.get(task.node);
    this.opened(next, node?.kind === 'approval' ? node.node.sla_hours : undefined);
  }

  // ── bookkeeping ──────────────────────────────────────────────────────────────

  private ownTask(id: number, kind: EngineTask['kind']): EngineTask {
    const task = this.state.tasks.find((t) => t.id === id);
    if (!task || task.assignee !== this.actor.uid || task.kind !== kind) throw new EngineError('notYourTask');
    if (task.state !== 'pending') throw new EngineError('alreadyHandled');
    return task;
  }

  private approvalNode(id: string): Extract<GraphNode, { kind: 'approval' }> {
    const node = this.ctx.graph.nodes.get(id);
    if (node?.kind !== 'approval') throw new Error(`${id} is not an approval node`);
    return node;
  }

  private tokenOf(task: EngineTask): Token {
    const token = this.state.tokens.find((t) => t.id === task.token);
    if (!token) throw new Error(`Task ${task.id} has no token`);
    return token;
  }

  private newToken(): Token {
    const token = { id: this.state.nextId++, at: '', occurrence: 0 };
    this.state.tokens.push(token);
    return token;
  }

  private removeToken(token: Token): void {
    this.state.tokens = this.state.tokens.filter((t) => t.id !== token.id);
  }

  private nextOccurrence(node: string): number {
    this.state.occurrences[node] = (this.state.occurrences[node] ?? 0) + 1;
    return this.state.occurrences[node];
  }

  private addTask(t: Omit<EngineTask, 'id' | 'created' | 'closed' | 'flags'> & { flags?: number[] }): EngineTask {
    const task: EngineTask = { ...t, flags: t.flags ?? [], id: this.state.nextId++, created: this.ctx.now, closed: null };
    this.state.tasks.push(task);
    return task;
  }

  /** A task became someone's to-do: tell them and start its clock. */
  private opened(task: EngineTask, slaHours: number | undefined): void {
    this.message(2, [task.assignee], 'task');
    if (slaHours) this.effects.push({ type: 'timer', task: task.id, hours: slaHours });
  }

  private close(task: EngineTask, state: TaskState): void {
    const wasPending = task.state === 'pending';
    task.state = state;
    task.closed = this.ctx.now;
    if (wasPending) this.effects.push({ type: 'cancelTimer', task: task.id });
  }

  /** Ends the other open tasks of a decided node occurrence (the rest of an or-sign, a vote's remainder). */
  private closeNodeTasks(token: Token): void {
    for (const t of this.state.tasks) if (t.token === token.id && t.node === token.at && t.occurrence === token.occurrence && t.kind === 'approve' && isOpen(t)) this.close(t, 'cancelled');
  }

  private closeEverything(): void {
    for (const t of this.state.tasks) if (isOpen(t) && t.kind !== 'cc') this.close(t, 'cancelled');
    this.state.tokens = [];
    this.state.joins = {};
  }

  private participants(): string[] {
    return unique(this.state.tasks.filter((t) => t.kind === 'approve').map((t) => t.assignee)).filter((u) => u !== this.state.initiator);
  }

  private step(node: string, action: StepAction, opinion: string, task: number | null, targets: string[] = []): void {
    const system = action === 'autoApprove' || action === 'timeoutApprove' || action === 'timeoutReject' || action === 'delegate' || action === 'complete';
    this.state.steps.push({ node, action, actor: system ? '' : this.actor.uid, opinion, at: this.ctx.now, task, targets });
  }

  private message(kind: MessageKind, to: string[], event: Extract<Effect, { type: 'message' }>['event']): void {
    const people = unique(to).filter((uid) => uid !== this.actor.uid || event === 'submitted' || event === 'returned');
    if (people.length) this.effects.push({ type: 'message', kind, to: people, event });
  }
}

/** Where an open approval task may be returned to (rejectTask `to`): 'initiator' first, then node ids. */
export function returnTargets(ctx: EngineContext, state: InstanceState, taskId: number): string[] {
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task || task.kind !== 'approve' || task.state !== 'pending' || state.status !== 0) return [];
  return new Run(ctx, state, { uid: task.assignee }).returnTargets(task);
}

/** When a step's handlers may be urged again (ms), or null when they may be now. */
export function urgeAfter(state: InstanceState, node: string, now: number): number | null {
  const last = lastIndex(state.steps, (s) => s.action === 'urge' && s.node.split(',').includes(node));
  if (last < 0) return null;
  const next = state.steps[last].at + URGE_INTERVAL_MS;
  return next > now ? next : null;
}

const DECISIONS: StepAction[] = ['approve', 'reject', 'transfer', 'addSign', 'cc', 'pullBack', 'timeoutApprove', 'timeoutReject'];

/**
 * The applicant may withdraw while nothing has been decided since they last submitted: no approver (the applicant
 * included, where they approve a step) and no timeout has moved it on, and it is not waiting for them to resubmit.
 */
export function withdrawable(state: InstanceState): boolean {
  if (state.status !== 0) return false;
  const lastSubmit = lastIndex(state.steps, (s) => s.action === 'start' || s.action === 'resubmit');
  if (lastSubmit < 0) return false;
  if (state.tasks.some((t) => t.kind === 'resubmit' && t.state === 'pending')) return false;
  return !state.steps.slice(lastSubmit + 1).some((s) => DECISIONS.includes(s.action));
}

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}

function lastIndex<T>(list: T[], test: (item: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i])) return i;
  return -1;
}
