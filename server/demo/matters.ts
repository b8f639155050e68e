/**
 * The demo campus's applications: a few hundred, started and handled through the real use cases (startMatter,
 * actOnTask, actOnInstance) by students, staff and visitors, and left in every state: in progress at various nodes
 * (some returned to the applicant, some back with an approver after a return, some urged), completed, terminated
 * and withdrawn. Afterwards their records are dated over the last fourteen months, the steps of each one in order.
 *
 * The demo accounts get their share: the demo student has applications in each state and rooms to swap to agree
 * to; the demo staff member (教务处, the registry posts) has a to-do list of a few dozen; the administrator has some
 * of both and terminates a few. The guest has none, so its message count stays the welcome message alone.
 */
import { sql, type Transaction } from 'kysely';
import { fileRefsIn } from '../../contract/forms/file-refs';
import type { PersonRef } from '../../contract/forms/schema';
import type { Database } from '../src/db/database';
import { DomainError } from '../src/domain/errors';
import { recountWaiting } from '../src/modules/matters/matters.service';
import { demoAccounts } from './campus/accounts';
import type { DemoCampus } from './demo-campus';
import {
  approveOpinions,
  approverInput,
  matterDrafts,
  resubmitOpinions,
  returnOpinions,
  terminateOpinions,
  withdrawOpinions,
  type MatterDraft,
} from './campus/matter-values';
import { campusStaffNumbers, campusStudents, campusVisitorNumbers } from './campus/people';
import type { Random } from './campus/random';
import { flatten, services } from './campus/services';
import type { ProcessNode } from '../../contract/process/definition';
import type { InstanceState } from '../src/workflow/engine';
import { holds } from '../src/workflow/graph';
import * as files from '../src/modules/files/files.service';
import * as org from '../src/modules/org/org.service';
import type { SessionUser } from '../src/modules/org/org.service';
import { actOnInstance, actOnTask } from '../src/modules/matters/act.service';
import { startMatter } from '../src/modules/matters/start.service';
import { TaskStatus } from '../src/workflow-runtime';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CAMPUS_OFFSET = 8 * HOUR;

/** How an application ends up. */
type Outcome =
  | 'done' // approved to the end
  | 'open' // waiting at some node
  | 'returned' // returned to the applicant, who has not resubmitted yet
  | 'reworked' // returned and resubmitted: back with the approver who returned it
  | 'sentBack' // sent back by an approver to the one before, who has it again, flagged as returned
  | 'urged' // waiting, and the applicant urged the approvers
  | 'withdrawn'
  | 'terminated' // returned, and the applicant gave up
  | 'stopped'; // terminated by the administrator

type CallKind = 'start' | 'approve' | 'reject' | 'resubmit' | 'withdraw' | 'terminate' | 'adminTerminate' | 'urge' | 'read';
/** A call made on an instance; an approver's call with the working hours its node allows. */
interface Call {
  kind: CallKind;
  slaHours?: number;
}

interface Plan {
  service: string;
  applicant: string;
  outcome: Outcome;
  /** When the application is made. */
  at: Date;
  /** Stop when this node is reached (else after a random share of the decisions). */
  stopAt?: string;
  /** A return and resubmit on the way (for 'done'). */
  rework?: boolean;
  /** Changes to the drafted values: a named room-mate or host. */
  adjust?: (draft: MatterDraft) => void;
}

const OPEN_OUTCOMES: Outcome[] = ['open', 'returned', 'reworked', 'sentBack', 'urged'];

/** The share of each outcome among the campus's applications. */
const OUTCOME_WEIGHTS: [Outcome, number][] = [
  ['done', 48], ['open', 14], ['returned', 5], ['reworked', 3], ['sentBack', 3], ['urged', 4], ['withdrawn', 12], ['terminated', 8], ['stopped', 3],
];

/** Applications of each service by the campus at large: service, who applies, how many. */
const VOLUME: [string, 'student' | 'staff' | 'visitor', number][] = [
  ['学生请假申请', 'student', 45],
  ['在校证明开具', 'student', 40],
  ['宿舍报修', 'student', 18],
  ['教室借用', 'student', 10],
  ['教室借用', 'staff', 6],
  ['缓考申请', 'student', 12],
  ['奖学金申报', 'student', 8],
  ['宿舍调换申请', 'student', 7],
  ['学生证补办', 'student', 8],
  ['校园卡挂失与补办', 'student', 10],
  ['校园卡挂失与补办', 'staff', 3],
  ['VPN 账号申请', 'student', 8],
  ['VPN 账号申请', 'staff', 4],
  ['差旅费报销', 'staff', 20],
  ['公章使用申请', 'staff', 10],
  ['会议室预约', 'staff', 8],
  ['教职工因公出国（境）审批', 'staff', 5],
  ['科研项目经费借款', 'staff', 7],
  ['访客入校预约', 'visitor', 18],
];

/** What a student applies for instead when a service is closed by the time the demo is seeded. */
const FALLBACK = '在校证明开具';

/** Where waiting applications of a service mostly wait: the demo staff member's registry nodes. */
const REGISTRY_STOPS: Record<string, string> = { 在校证明开具: 'registry', 缓考申请: 'exam_office', 教室借用: 'allocate' };

function as(users: Map<string, SessionUser>, uid: string): SessionUser {
  const user = users.get(uid);
  if (!user) throw new Error(`Demo applicant or approver ${uid} is missing`);
  return user;
}

function weighted<T>(random: Random, table: [T, number][]): T {
  let roll = random.next() * table.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of table) if ((roll -= w) < 0) return item;
  return table[table.length - 1][0];
}

/** A moment `daysAgo` days before now, at a campus hour between 7:00 and 22:59. */
function daysBefore(random: Random, now: number, daysAgo: number): Date {
  const day = now - daysAgo * DAY;
  const campusMidnight = Math.floor((day + CAMPUS_OFFSET) / DAY) * DAY - CAMPUS_OFFSET;
  const at = campusMidnight + random.int(7 * 60, 22 * 60 + 59) * 60_000;
  return new Date(Math.min(at, now - 2 * HOUR));
}

/** When an application with this outcome was made: waiting ones in the last weeks, the rest over fourteen months. */
function startTime(random: Random, now: number, outcome: Outcome): Date {
  if (OPEN_OUTCOMES.includes(outcome)) return daysBefore(random, now, random.int(1, outcome === 'returned' ? 40 : 28));
  return daysBefore(random, now, random.int(3, 425));
}

/** Decisions an application's values take it through, roughly (countersigns and votes count each approver). */
function decisions(nodes: ProcessNode[], values: Record<string, unknown>): number {
  let n = 0;
  for (const node of nodes) {
    if (node.kind === 'approval') {
      const people = node.approvers.type === 'users' ? node.approvers.uids.length : 1;
      n += node.mode === 'all' ? people : node.mode === 'vote' ? Math.ceil((node.vote_ratio ?? 0.5) * people) : 1;
    } else if (node.kind === 'condition') {
      const branch = node.branches.find((b) => holds(b.when, values));
      if (branch) n += decisions(branch.nodes, values);
    } else if (node.kind === 'parallel') for (const b of node.branches) n += decisions(b.nodes, values);
  }
  return n;
}

/** The approval nodes an application's values take it through, in order (a parallel node's branches one after another). */
function approvalPath(nodes: ProcessNode[], values: Record<string, unknown>): string[] {
  return nodes.flatMap((node) => {
    if (node.kind === 'approval') return [node.id];
    if (node.kind === 'condition') return approvalPath(node.branches.find((b) => holds(b.when, values))?.nodes ?? [], values);
    if (node.kind === 'parallel') return node.branches.flatMap((b) => approvalPath(b.nodes, values));
    return [];
  });
}

function nodeOf(nodes: ProcessNode[], id: string): ProcessNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    if (node.kind === 'condition' || node.kind === 'parallel') {
      for (const b of node.branches) {
        const found = nodeOf(b.nodes, id);
        if (found) return found;
      }
    }
  }
  return undefined;
}

export async function seedMatters(tx: Transaction<Database>, campus: DemoCampus): Promise<void> {
  const { random } = campus;
  const now = Date.now();
  const catalogue = new Map(flatten(services).filter((s) => s.process).map((s) => [s.name, s] as const));

  // ── the people ─────────────────────────────────────────────────────────────────
  const users = new Map<string, SessionUser>();
  const load = async (uids: string[]) => {
    for (const uid of uids) {
      const user = await org.activeUser(tx, uid);
      if (user) users.set(uid, user);
    }
    return uids.filter((uid) => users.has(uid));
  };
  const student = demoAccounts.student.account;
  const staffMember = demoAccounts.staff.account;
  const students = await load(campusStudents().map((s) => s.number));
  const staff = await load(campusStaffNumbers());
  const visitors = await load(campusVisitorNumbers());
  // The demo accounts: applicants, and approvers the demo services route to.
  await load(Object.values(demoAccounts).map((a) => a.account));
  const ref = (uid: string): PersonRef => ({ uid, name: users.get(uid)?.name ?? '' });
  const allStaff = [staffMember, ...staff];
  const colleaguesOf = (uid: string) => {
    const department = users.get(uid)?.department_id ?? null;
    return allStaff.filter((s) => s !== uid && department !== null && users.get(s)?.department_id === department).map(ref);
  };
  const codeOf = new Map([...campus.departmentIds].map(([code, id]) => [id, code]));
  const technicians = staff.filter((s) => ['GS', 'LI'].includes(codeOf.get(users.get(s)?.department_id ?? -1) ?? ''));

  // ── the plan ───────────────────────────────────────────────────────────────────
  const plans: Plan[] = [];
  const add = (service: string, applicant: string, outcome: Outcome, extra: Partial<Plan> = {}) => {
    const plan: Plan = { service, applicant, outcome, at: startTime(random, now, outcome), ...extra };
    if (!plan.stopAt && OPEN_OUTCOMES.concat('terminated', 'stopped').includes(outcome) && REGISTRY_STOPS[service] && random.next() < 0.75) {
      plan.stopAt = REGISTRY_STOPS[service];
    }
    if (outcome === 'done' && random.next() < 0.08) plan.rework = true;
    plans.push(plan);
  };
  const pools = { student: students, staff, visitor: visitors };
  for (const [service, who, count] of VOLUME) {
    for (let i = 0; i < count; i++) add(service, random.pick(pools[who]), weighted(random, OUTCOME_WEIGHTS));
  }
  // The demo student: a few applications in every state, and room swaps waiting for their agreement.
  const mine: [string, Outcome, Partial<Plan>?][] = [
    ['学生请假申请', 'done'], ['学生请假申请', 'done', { rework: true }], ['学生请假申请', 'done'], ['学生请假申请', 'open', { stopAt: 'dean' }],
    ['学生请假申请', 'returned', { stopAt: 'dept_head' }], ['学生请假申请', 'withdrawn'], ['学生请假申请', 'terminated', { stopAt: 'dean' }],
    ['在校证明开具', 'done'], ['在校证明开具', 'done'], ['在校证明开具', 'urged', { stopAt: 'registry' }], ['在校证明开具', 'withdrawn'],
    ['宿舍报修', 'done'], ['宿舍报修', 'stopped', { stopAt: 'dispatch' }], ['缓考申请', 'reworked', { stopAt: 'exam_office' }],
    ['奖学金申报', 'open', { stopAt: 'committee' }], ['教室借用', 'withdrawn'], ['学生证补办', 'terminated', { stopAt: 'sa' }],
    ['VPN 账号申请', 'done'], ['校园卡挂失与补办', 'done'],
  ];
  for (const [service, outcome, extra] of mine) add(service, student, outcome, extra);
  const swapWith = (draft: MatterDraft) => Object.assign(draft.values, { form1_3: 'swap', form1_4: [ref(student)] });
  for (const outcome of ['open', 'open', 'done'] as Outcome[]) add('宿舍调换申请', random.pick(students), outcome, { stopAt: outcome === 'open' ? 'mate' : undefined, adjust: swapWith });
  // The demo staff member's own applications, and visitors coming to see them.
  const theirs: [string, Outcome, Partial<Plan>?][] = [
    ['差旅费报销', 'done'], ['差旅费报销', 'done'], ['差旅费报销', 'open'], ['差旅费报销', 'withdrawn'], ['公章使用申请', 'done'],
    ['公章使用申请', 'terminated'], ['会议室预约', 'done'], ['会议室预约', 'withdrawn'], ['会议室预约', 'urged'], ['教室借用', 'done'],
    ['科研项目经费借款', 'returned'], ['VPN 账号申请', 'done'], ['教职工因公出国（境）审批', 'open'],
  ];
  for (const [service, outcome, extra] of theirs) add(service, staffMember, outcome, extra);
  for (const [service, node, count] of [['在校证明开具', 'registry', 6], ['教室借用', 'allocate', 2]] as const) {
    for (let i = 0; i < count; i++) add(service, random.pick(students), 'open', { stopAt: node });
  }
  const hostedBy = (uid: string) => (draft: MatterDraft) => Object.assign(draft.values, { form1_5: [ref(uid)] });
  for (const outcome of ['open', 'open', 'urged', 'done'] as Outcome[]) add('访客入校预约', random.pick(visitors), outcome, { stopAt: 'host', adjust: hostedBy(staffMember) });
  // The administrator's own, and two visitors of theirs.
  const admins: [string, Outcome, Partial<Plan>?][] = [
    ['VPN 账号申请', 'open', { stopAt: 'it' }], ['会议室预约', 'done'], ['差旅费报销', 'done'], ['校园卡挂失与补办', 'withdrawn'], ['公章使用申请', 'terminated'],
  ];
  for (const [service, outcome, extra] of admins) add(service, 'admin', outcome, extra);
  for (const outcome of ['open', 'done'] as Outcome[]) add('访客入校预约', random.pick(visitors), outcome, { stopAt: 'host', adjust: hostedBy('admin') });
  // Colleagues in 教务处 whose certificates the seal keeper sends back to their head, the demo staff member.
  const inOffice = (draft: MatterDraft) => Object.assign(draft.values, { form1_1: ['university'], form1_2: 'certificate', form1_5: 'no' });
  for (const colleague of colleaguesOf(staffMember).slice(0, 2)) add('公章使用申请', colleague.uid, 'sentBack', { stopAt: 'keeper', adjust: inOffice });

  // ── running it ─────────────────────────────────────────────────────────────────
  const admin = { ...as(users, 'admin'), admin: true };
  const calls = new Map<string, Call[]>();
  const lastCall = new Map<string, number>();
  const started = new Map<string, Plan>();
  /** Runs one call on an instance a clock tick after the one before, so that each call's records share one moment. */
  const call = async <T>(id: string, made: Call, work: () => Promise<T>): Promise<T> => {
    while (Date.now() <= (lastCall.get(id) ?? 0));
    const result = await work();
    lastCall.set(id, Date.now());
    calls.get(id)?.push(made);
    return result;
  };
  const openTasks = (id: string) =>
    tx
      .selectFrom('process_tasks')
      .select(['id', 'node_id', 'assignee_uid', 'kind'])
      .where('instance_id', '=', id)
      .where('status', 'in', [TaskStatus.pending, TaskStatus.returned])
      .orderBy('id')
      .execute();
  const inProgress = async (id: string) => (await tx.selectFrom('process_instances').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status === 0;

  for (const plan of plans) {
    const service = catalogue.get(plan.service);
    const appId = campus.appIds.get(plan.service);
    if (!service?.process || appId === undefined) continue;
    const nodes = service.process.nodes;
    const applicant = as(users, plan.applicant);
    const draft = matterDrafts[plan.service]({
      random,
      at: plan.at,
      applicant: { uid: applicant.uid, name: applicant.name, number: applicant.number, identity: applicant.identity_type },
      colleagues: colleaguesOf(applicant.uid),
      staff: allStaff.filter((s) => s !== applicant.uid).map(ref),
      students: students.filter((s) => s !== applicant.uid).slice(0, 40).map(ref),
    });
    plan.adjust?.(draft);
    const limit = service.fields?.mobile_limit;
    const terminal = limit === 1 ? 'pc' : limit === 2 ? 'mobile' : random.pick(['pc', 'mobile'] as const);
    // The demo's attachments: records of the applicant's own, without content (the seed writes no files).
    if (service.form) await files.recordDemoFiles(tx, applicant.uid, fileRefsIn(service.form, draft.values));
    let id: string;
    try {
      id = String((await startMatter(tx, applicant, 'zh', { appId, values: draft.values, chosen: draft.chosen, terminal })).inst_id);
    } catch (e) {
      // A service closed for applications by the time the demo is seeded (a scholarship round, say): the student
      // asks for a certificate instead.
      if (!(e instanceof DomainError && e.code === 'apps.cannotStart')) throw e;
      if (applicant.identity_type === 'student' && plan.service !== FALLBACK) plans.push({ ...plan, service: FALLBACK, stopAt: undefined, adjust: undefined });
      continue;
    }
    calls.set(id, [{ kind: 'start' }]);
    lastCall.set(id, Date.now());
    started.set(id, plan);
    const byApprover = (task: { node_id: string }): Call => {
      const node = nodeOf(nodes, task.node_id);
      return { kind: 'approve', slaHours: node?.kind === 'approval' ? (node.sla_hours ?? 24) : 24 };
    };
    const send = (task: { id: string | number; node_id: string; assignee_uid: string }, to: 'initiator' | 'previous', opinion: string) =>
      call(id, { ...byApprover(task), kind: 'reject' }, () => actOnTask(tx, as(users, task.assignee_uid), String(task.id), { type: 'reject', to, opinion }));

    if (plan.outcome === 'withdrawn') {
      await call(id, { kind: 'withdraw' }, () => actOnInstance(tx, applicant, id, { type: 'withdraw', opinion: random.pick(withdrawOpinions) }));
      continue;
    }
    const waiting = plan.outcome !== 'done';
    const budget = plan.stopAt || !waiting ? Infinity : random.int(0, Math.max(0, decisions(nodes, draft.values) - 1));
    const reworkAt = plan.rework ? random.int(0, Math.max(0, decisions(nodes, draft.values) - 1)) : -1;
    // A waiting application never gets past its last approval, whatever passes by itself on the way.
    const last = approvalPath(nodes, draft.values).at(-1);
    let made = 0;
    let voteRejected = false;
    let open = await openTasks(id);
    for (let guard = 0; guard < 40; guard++, open = await openTasks(id)) {
      const pending = open.filter((t) => t.kind === 'approve');
      if (pending.length === 0) break;
      if (waiting && (made >= budget || pending.some((t) => t.node_id === plan.stopAt || t.node_id === last))) break;
      const task = pending[0];
      const node = nodeOf(nodes, task.node_id);
      if (made === reworkAt) {
        await send(task, 'initiator', random.pick(returnOpinions));
        const back = (await openTasks(id)).find((t) => t.kind === 'resubmit');
        if (back) await call(id, { kind: 'resubmit' }, () => actOnTask(tx, applicant, String(back.id), { type: 'resubmit', opinion: random.pick(resubmitOpinions) }));
        made++;
        continue;
      }
      if (!voteRejected && node?.kind === 'approval' && node.mode === 'vote' && random.next() < 0.3) {
        // One member votes against; the vote still carries.
        voteRejected = true;
        await send(task, 'initiator', '申请人条件尚有不足，不同意推荐。');
        continue;
      }
      const input = approverInput(plan.service, task.node_id, { random, at: plan.at, technicians: technicians.length ? technicians : staff });
      await call(id, byApprover(task), () => actOnTask(tx, as(users, task.assignee_uid), String(task.id), { type: 'approve', opinion: random.pick(approveOpinions), ...input }));
      made++;
    }

    const pending = open.filter((t) => t.kind === 'approve');
    if (waiting && pending.length > 0) {
      const task = pending[0];
      switch (plan.outcome) {
        case 'sentBack':
          try {
            await send(task, 'previous', random.pick(returnOpinions));
            break;
          } catch (e) {
            // Not from inside a parallel branch: then it goes back to the applicant.
            if (!(e instanceof DomainError && e.code === 'matters.invalidReturnTarget')) throw e;
          }
          await send(task, 'initiator', random.pick(returnOpinions));
          break;
        case 'returned':
        case 'reworked':
        case 'terminated': {
          await send(task, 'initiator', random.pick(returnOpinions));
          const back = (await openTasks(id)).find((t) => t.kind === 'resubmit');
          if (back && plan.outcome === 'reworked') {
            await call(id, { kind: 'resubmit' }, () => actOnTask(tx, applicant, String(back.id), { type: 'resubmit', opinion: random.pick(resubmitOpinions) }));
          }
          if (plan.outcome === 'terminated') await call(id, { kind: 'terminate' }, () => actOnInstance(tx, applicant, id, { type: 'terminate', opinion: random.pick(terminateOpinions) }));
          break;
        }
        case 'urged':
          await call(id, { kind: 'urge' }, () => actOnInstance(tx, applicant, id, { type: 'urge', nodes: [...new Set(pending.map((t) => t.node_id))] }));
          break;
        case 'stopped':
          await call(id, { kind: 'adminTerminate' }, () => actOnInstance(tx, admin, id, { type: 'terminate', opinion: '重复提交，由管理员终止。' }));
          break;
        default:
          break;
      }
    }
    // Copies are read now and then, while the application is open (a finished one takes no more actions).
    const copies = (waiting && pending.length > 0 ? await openTasks(id) : open).filter((t) => t.kind === 'cc');
    if (copies.length === 0 || !(await inProgress(id))) continue;
    for (const copy of copies) {
      if (random.next() < 0.35) await call(id, { kind: 'read' }, () => actOnTask(tx, as(users, copy.assignee_uid), String(copy.id), { type: 'read' }));
    }
  }

  await dateTheRecords(tx, random, now, started, calls);
}

// ── dating the records ───────────────────────────────────────────────────────────

const WORK_START = 8.5 * HOUR;
const WORK_END = 17.5 * HOUR;

/** The instant moved into campus working hours (8:30–17:30 on a weekday), or left where it is. */
function inWorkingHours(at: number): number {
  const midnight = Math.floor((at + CAMPUS_OFFSET) / DAY) * DAY - CAMPUS_OFFSET;
  let t = at - midnight < WORK_START ? midnight + WORK_START : at - midnight >= WORK_END ? midnight + DAY + WORK_START : at;
  const weekday = () => new Date(t + CAMPUS_OFFSET).getUTCDay();
  while (weekday() === 0 || weekday() === 6) t += DAY;
  return t;
}

/** `hours` of campus working time after `at` (weekdays 8:30–17:30; the demo ignores holidays). */
function addWorkingHours(at: number, hours: number): number {
  let t = inWorkingHours(at);
  let left = hours * HOUR;
  for (;;) {
    const midnight = Math.floor((t + CAMPUS_OFFSET) / DAY) * DAY - CAMPUS_OFFSET;
    const today = midnight + WORK_END - t;
    if (left <= today) return t + left;
    left -= today;
    t = inWorkingHours(midnight + DAY + WORK_START);
  }
}

/** When a call comes after the one before: approvers within their node's working hours, mostly well before. */
function nextMoment(random: Random, before: number, made: Call): number {
  const skewed = (min: number, max: number) => min + (max - min) * random.next() ** 2;
  switch (made.kind) {
    case 'approve':
    case 'reject':
      return addWorkingHours(before, (made.slaHours ?? 24) * skewed(0.05, 0.9));
    case 'withdraw':
      return before + skewed(0.1, 10) * HOUR;
    case 'resubmit':
      return before + skewed(1, 48) * HOUR;
    case 'terminate':
      return before + skewed(2, 72) * HOUR;
    case 'adminTerminate':
      return addWorkingHours(before, skewed(8, 60));
    case 'urge':
      return before + skewed(24, 72) * HOUR;
    default:
      return before + skewed(0.5, 48) * HOUR;
  }
}

/**
 * Gives each instance's records the times of the demo: the start when the plan made it, each later call after the
 * one before, squeezed to end before now. The engine stamps every record a call makes with the same moment, so
 * the distinct moments in the state are the calls, in order.
 */
async function dateTheRecords(tx: Transaction<Database>, random: Random, now: number, plans: Map<string, Plan>, calls: Map<string, Call[]>): Promise<void> {
  const ids = [...plans.keys()];
  const instances: { id: string; at: Date; finished: Date | null }[] = [];
  const steps: { id: string; seq: number; at: Date }[] = [];
  const tasks: { id: string; engine: number; at: Date; finished: Date | null }[] = [];
  const actions: { id: string; seq: number; at: Date }[] = [];
  for (let i = 0; i < ids.length; i += 200) {
    const rows = await tx.selectFrom('process_instances').select(['id', 'status', 'state']).where('id', 'in', ids.slice(i, i + 200)).execute();
    for (const row of rows) {
      const id = String(row.id);
      const made = calls.get(id) ?? [];
      const state = row.state as InstanceState;
      const moments = [...new Set(state.steps.map((s) => s.at))].sort((a, b) => a - b);
      const times = [(plans.get(id) as Plan).at.getTime()];
      for (let k = 1; k < moments.length; k++) times.push(nextMoment(random, times[k - 1], made[k] ?? { kind: 'approve' }));
      // Everything before now: the calls of a recent application come closer together.
      const latest = now - random.int(10, 120) * 60_000;
      const first = times[0];
      const span = times[times.length - 1] - first;
      if (first + span > latest && span > 0) {
        const room = Math.max(0, latest - first);
        for (let k = 1; k < times.length; k++) times[k] = first + ((times[k] - first) * room) / span;
      }
      const dates = times.map((t) => new Date(Math.round(t)));
      const moment = new Map(moments.map((m, k) => [m, dates[k]]));
      const last = dates[dates.length - 1];
      const at = (m: number) => moment.get(m) ?? last;
      instances.push({ id, at: dates[0], finished: row.status === 0 ? null : last });
      state.steps.forEach((s, seq) => steps.push({ id, seq, at: at(s.at) }));
      for (const t of state.tasks) tasks.push({ id, engine: t.id, at: at(t.created), finished: t.closed === null ? null : at(t.closed) });
      dates.forEach((d, seq) => actions.push({ id, seq, at: d }));
    }
  }
  const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / 1000) }, (_, i) => rows.slice(i * 1000, i * 1000 + 1000));
  for (const part of chunks(instances)) {
    const values = sql.join(part.map((r) => sql`(${r.id}::bigint, ${r.at}::timestamptz, ${r.finished}::timestamptz)`));
    await sql`UPDATE process_instances AS i SET created_at = v.at, finished_at = v.finished, updated_at = coalesce(v.finished, v.at)
      FROM (VALUES ${values}) AS v(id, at, finished) WHERE i.id = v.id`.execute(tx);
  }
  for (const part of chunks(steps)) {
    const values = sql.join(part.map((r) => sql`(${r.id}::bigint, ${r.seq}::integer, ${r.at}::timestamptz)`));
    await sql`UPDATE process_steps AS s SET created_at = v.at FROM (VALUES ${values}) AS v(id, seq, at) WHERE s.instance_id = v.id AND s.seq = v.seq`.execute(tx);
  }
  for (const part of chunks(tasks)) {
    const values = sql.join(part.map((r) => sql`(${r.id}::bigint, ${r.engine}::integer, ${r.at}::timestamptz, ${r.finished}::timestamptz)`));
    await sql`UPDATE process_tasks AS t SET created_at = v.at, finished_at = v.finished
      FROM (VALUES ${values}) AS v(id, engine, at, finished) WHERE t.instance_id = v.id AND t.engine_id = v.engine`.execute(tx);
  }
  for (const part of chunks(actions)) {
    const values = sql.join(part.map((r) => sql`(${r.id}::bigint, ${r.seq}::integer, ${r.at}::timestamptz)`));
    await sql`UPDATE process_actions AS a SET created_at = v.at FROM (VALUES ${values}) AS v(id, seq, at) WHERE a.instance_id = v.id AND a.seq = v.seq`.execute(tx);
  }
  await recountWaiting(tx);
}
