/**
 * A campus with years of approval history, for the workflow benchmark: a fresh PostgreSQL database
 * (ch_bench_<random>, UTF-8) migrated and seeded with the demo campus (catalogue, forms, processes, posts), then
 * 20,000 people and ~250,000 instances with over 1,000,000 tasks, their audit steps and action log, generated in bulk.
 *
 * The instances are real engine states, not look-alikes: for each service's process the engine itself
 * (server/src/workflow/engine.ts) is run once per route and outcome (completed, returned and resubmitted, withdrawn,
 * terminated, waiting at each approval node, waiting for a resubmit) with placeholder people and clock, giving a
 * template of the state, tasks, steps and actions. Each instance is a template with its own applicant, approvers and
 * times filled in: the state text in Node, the tasks, steps and actions by INSERT … SELECT joining the templates, so
 * the rows and the state agree and the engine can act on any in-progress instance. Applicants are students or staff
 * as the service's audience allows; approvers are staff, an office post held by two (both get the task, as offices
 * share their work), three in five tasks going to a busy pool of 150 (offices and counsellors), so about 150 people
 * have 50–600 pending to-dos, as heavy approvers do. Instances older than two months are finished (a few stuck ones
 * aside); most recent ones are in progress. No messages are generated for the history. Prints the time each stage took.
 *
 * Standalone: `node --import tsx bench/workflow/generate.ts` creates the database on BENCH_DATABASE_URL's server
 * (default postgres://postgres@127.0.0.1:5432/postgres), prints its URL and keeps it (drop it with
 * `dropdb ch_bench_…`). BENCH_INSTANCES and BENCH_USERS change the size.
 */
import type pg from 'pg';
import type { FormSchema } from '../../contract/forms/schema';
import { storedStatus } from '../../server/src/workflow-runtime/task-status';
import { createRandom } from '../../server/demo/campus/random';
import type { ApproverRule, ProcessDefinition, ProcessNode } from '../../contract/process/definition';
import { defaultPolicies, newInstance, START, transition, type Action, type EngineContext, type InstanceState } from '../../server/src/workflow/engine';
import { compile, type ProcessGraph } from '../../server/src/workflow/graph';
import { createCampusDatabase, defaultAdminUrl, withClient } from '../campus-database';

export interface GenerateOptions {
  /** A PostgreSQL URL whose server gets the new database (its own database name is ignored). */
  adminUrl?: string;
  users?: number;
  instances?: number;
  log?: (line: string) => void;
}

export interface GeneratedDatabase {
  name: string;
  url: string;
  seconds: number;
  counts: { users: number; instances: number; inProgress: number; tasks: number; pendingTodos: number; steps: number; actions: number };
  /** Pending approval to-dos per approver: how many approvers have at least 50, the most anyone has. */
  todoSpread: { approversWith50: number; max: number; median: number };
  drop(): Promise<void>;
}

// ── templates: the engine run once per route and outcome ────────────────────────

/** Placeholders: ~U0~ the applicant, ~Un~ the nth approver slot; ~Nn~ their names; times are T0 + k. */
const uidMark = (slot: number) => `~U${slot}~`;
const nameMark = (slot: number) => `~N${slot}~`;
const T0 = 9_876_500_000_000;
const marks = /~([UN])(\d+)~|98765000000(\d\d)/g;

interface TemplateTask {
  engineId: number;
  slot: number;
  node: string;
  nodeName: string;
  status: number;
  createdK: number;
  closedK: number | null;
  occurrence: number;
  kind: string;
  type: number;
  flags: number[];
  opinion: string;
}

interface Template {
  id: number;
  appId: number;
  outcome: Outcome;
  status: number;
  /** The state's JSON cut at the placeholders: text, mark, text, mark, … text. */
  parts: string[];
  transitions: number;
  tasks: TemplateTask[];
  steps: { seq: number; node: string; nodeName: string; action: string; slot: number | null; opinion: string; atK: number }[];
  actions: { seq: number; slot: number; k: number; text: string | null }[];
}

type Outcome = 'completed' | 'returned' | 'withdrawn' | 'terminated' | 'open' | 'awaitingResubmit';

interface ServiceProcess {
  appId: number;
  zhName: string;
  audiences: string[];
  processVersionId: number;
  formVersionId: number;
  definition: ProcessDefinition;
  schema: FormSchema;
}

function nodesOf(nodes: ProcessNode[]): ProcessNode[] {
  return nodes.flatMap((n) => (n.kind === 'condition' || n.kind === 'parallel' ? [n, ...n.branches.flatMap((b) => nodesOf(b.nodes))] : [n]));
}

/**
 * Who handles a node, as slots: the same rule is the same people (so a repeated approver passes automatically). A
 * post of an office is held by two people, as offices share their work (a college post by one in each college);
 * each gets the task (the others' are cancelled when one decides an or-sign).
 */
function slotKeys(definition: ProcessDefinition): Map<ApproverRule, number[]> {
  const keys = new Map<string, number[]>();
  const slots = new Map<ApproverRule, number[]>();
  let next = 1;
  for (const node of nodesOf(definition.nodes)) {
    const rule = node.kind === 'approval' ? node.approvers : node.kind === 'cc' ? node.recipients : null;
    if (!rule) continue;
    const key = rule.type === 'initiator_choice' || rule.type === 'previous_choice' ? `choice:${node.id}` : JSON.stringify(rule);
    const holders = rule.type === 'post' && !rule.same_department ? 2 : 1;
    if (!keys.has(key)) keys.set(key, Array.from({ length: holders }, () => next++));
    slots.set(rule, keys.get(key)!);
  }
  return slots;
}

/** Plausible values for a form: every field the applicant fills, by type; User fields name approver slots. */
function sampleValues(schema: FormSchema, definition: ProcessDefinition, slots: Map<ApproverRule, number[]>): Record<string, unknown> {
  const userSlot = new Map<string, number>();
  for (const node of nodesOf(definition.nodes)) {
    const rule = node.kind === 'approval' ? node.approvers : node.kind === 'cc' ? node.recipients : null;
    if (rule?.type === 'form_user') userSlot.set(rule.field, slots.get(rule)![0]);
  }
  const values: Record<string, unknown> = {};
  for (const f of schema.fields as unknown as Record<string, unknown>[]) {
    const id = String(f.id);
    if ((f.permissions as Record<string, string> | undefined)?.start === 'hidden') continue;
    const options = (f.options as { value: string }[] | undefined) ?? [];
    switch (f.type) {
      case 'Input':
        values[id] = '王建国';
        break;
      case 'MultiInput':
      case 'RichText':
        values[id] = '因课题研究需要，申请办理此项业务，相关材料已准备齐全，请审核。';
        break;
      case 'Radio':
      case 'Select':
      case 'SelectV2':
        values[id] = f.default ?? options[0]?.value ?? '';
        break;
      case 'Checkbox':
        values[id] = options.slice(0, 1).map((o) => o.value);
        break;
      case 'Integer':
      case 'Numeric':
        values[id] = f.default ?? f.min ?? 1;
        break;
      case 'Calendar':
        values[id] = f.range ? ['2026-03-02 08:00', '2026-03-04 18:00'] : '2026-03-02';
        break;
      case 'PhoneNumber':
        values[id] = '13912345678';
        break;
      case 'CountryV2':
        values[id] = { codes: ['330000', '330100', '330106'], detail: '西湖区文三路 100 号' };
        break;
      case 'Attachment':
        values[id] = [{ id: 'f3b9c2a1d4e5', name: '证明材料.pdf', size: 245_760 }];
        break;
      case 'User': {
        const slot = userSlot.get(id);
        if (slot !== undefined) values[id] = [{ uid: uidMark(slot), name: nameMark(slot) }];
        break;
      }
      default:
        break;
    }
  }
  return values;
}

/** Values that take each conditional branch in turn (the first being none: the default routes). */
function routeVariants(definition: ProcessDefinition, base: Record<string, unknown>): Record<string, unknown>[] {
  const variants = [base];
  for (const node of nodesOf(definition.nodes)) {
    if (node.kind !== 'condition') continue;
    for (const branch of node.branches) {
      const when = branch.when;
      if (!when) continue;
      const v = when.value;
      const value =
        when.op === 'gt' ? Number(v) + 1 : when.op === 'lt' ? Number(v) - 1 : when.op === 'ne' ? '__other__' : when.op === 'in' ? (Array.isArray(v) ? v[0] : v) : v;
      variants.push({ ...base, [when.field]: value });
    }
  }
  return variants;
}

function nodeName(graph: ProcessGraph, node: string): string {
  const found = graph.nodes.get(node);
  if (found && (found.kind === 'approval' || found.kind === 'cc')) return found.node.name;
  return node === START ? '发起' : node;
}

const OPINIONS = { approve: '同意', reject: '材料不全，请补充后重新提交', withdraw: '信息填写有误，撤回重填', terminate: '情况有变，终止申请' };

interface Driven {
  state: InstanceState;
  actions: { actor: string; action: Action; k: number }[];
}

/** Runs the engine through a script of steps; null when the route cannot play this outcome. */
function drive(service: ServiceProcess, graph: ProcessGraph, slots: Map<ApproverRule, number[]>, values: Record<string, unknown>, outcome: Outcome, approvals: number): Driven | null {
  const initiator = uidMark(0);
  const chosen: Record<string, string[]> = {};
  for (const node of nodesOf(service.definition.nodes)) {
    if (node.kind === 'approval' && (node.approvers.type === 'initiator_choice' || node.approvers.type === 'previous_choice')) chosen[node.id] = slots.get(node.approvers)!.map(uidMark);
  }
  let state = newInstance(initiator);
  const actions: Driven['actions'] = [];
  const act = (actor: string, action: Action) => {
    const k = actions.length;
    const ctx: EngineContext = {
      graph,
      policies: defaultPolicies,
      resolve: (rule) => (slots.get(rule) ?? [99]).map(uidMark),
      now: T0 + k,
    };
    state = transition(ctx, state, action, { uid: actor }).state;
    actions.push({ actor, action, k });
  };
  const pending = (kind: string) => state.tasks.find((t) => t.kind === kind && t.state === 'pending');
  const approveNext = () => {
    const task = pending('approve');
    if (!task) return false;
    act(task.assignee, { type: 'approve', task: task.id, opinion: OPINIONS.approve });
    return true;
  };
  act(initiator, { type: 'start', values, chosen });
  if (state.status !== 0) return null;
  switch (outcome) {
    case 'completed':
      while (state.status === 0) if (!approveNext()) return null;
      break;
    case 'returned': {
      const task = pending('approve');
      if (!task) return null;
      act(task.assignee, { type: 'reject', task: task.id, opinion: OPINIONS.reject, to: 'initiator' });
      act(initiator, { type: 'resubmit', task: pending('resubmit')!.id, opinion: '已补充材料' });
      while (state.status === 0) if (!approveNext()) return null;
      break;
    }
    case 'withdrawn':
      act(initiator, { type: 'withdraw', opinion: OPINIONS.withdraw });
      break;
    case 'terminated':
      if (!approveNext() || state.status !== 0) return null;
      act(initiator, { type: 'terminate', opinion: OPINIONS.terminate });
      break;
    case 'open':
      for (let i = 0; i < approvals; i++) if (!approveNext()) return null;
      if (state.status !== 0 || !pending('approve')) return null;
      break;
    case 'awaitingResubmit': {
      const task = pending('approve');
      if (!task) return null;
      act(task.assignee, { type: 'reject', task: task.id, opinion: OPINIONS.reject, to: 'initiator' });
      break;
    }
  }
  return { state, actions };
}

function slotOf(uid: string): number {
  const m = /^~U(\d+)~$/.exec(uid);
  if (!m) throw new Error(`Not a placeholder: ${uid}`);
  return Number(m[1]);
}

function templateOf(id: number, service: ServiceProcess, graph: ProcessGraph, driven: Driven, outcome: Outcome): Template {
  const { state, actions } = driven;
  const text = JSON.stringify(state);
  const parts: string[] = [];
  let last = 0;
  for (const m of text.matchAll(marks)) {
    parts.push(text.slice(last, m.index), m[0]);
    last = m.index! + m[0].length;
  }
  parts.push(text.slice(last));
  const countersign = (node: string) => {
    const n = graph.nodes.get(node);
    return n?.kind === 'approval' && n.node.mode !== 'sequential';
  };
  return {
    id,
    appId: service.appId,
    outcome,
    status: state.status,
    parts,
    transitions: actions.length,
    tasks: state.tasks.map((t) => {
      const decision = [...state.steps].reverse().find((s) => s.task === t.id && s.actor === t.assignee);
      return {
        engineId: t.id,
        slot: slotOf(t.assignee),
        node: t.node,
        nodeName: nodeName(graph, t.node),
        status: storedStatus(t),
        createdK: t.created - T0,
        closedK: t.closed === null ? null : t.closed - T0,
        occurrence: t.occurrence,
        kind: t.kind,
        type: countersign(t.node) ? 3 : 1,
        flags: t.flags,
        opinion: decision?.opinion ?? '',
      };
    }),
    steps: state.steps.map((s, seq) => ({
      seq,
      node: s.node,
      nodeName: nodeName(graph, s.node),
      action: s.action,
      slot: s.actor ? slotOf(s.actor) : null,
      opinion: s.opinion,
      atK: s.at - T0,
    })),
    // The start action carries the form values: taken from the instance's own (filled-in) state.
    actions: actions.map((a, seq) => ({ seq, slot: slotOf(a.actor), k: a.k, text: a.action.type === 'start' ? null : JSON.stringify(a.action) })),
  };
}

function buildTemplates(services: ServiceProcess[]): { templates: Template[]; slotsOf: Map<number, number> } {
  const templates: Template[] = [];
  const slotsOf = new Map<number, number>();
  for (const service of services) {
    const graph = compile(service.definition);
    const slots = slotKeys(service.definition);
    slotsOf.set(service.appId, Math.max(0, ...[...slots.values()].flat()));
    const base = sampleValues(service.schema, service.definition, slots);
    for (const values of routeVariants(service.definition, base)) {
      const seen = new Set<string>();
      const add = (outcome: Outcome, approvals = 0) => {
        const driven = drive(service, graph, slots, values, outcome, approvals);
        if (!driven) return false;
        // Two variants taking the same route are one template.
        const key = `${outcome}:${approvals}:${JSON.stringify(driven.state.steps.map((s) => s.node))}`;
        if (seen.has(key)) return true;
        seen.add(key);
        templates.push(templateOf(templates.length + 1, service, graph, driven, outcome));
        return true;
      };
      for (const outcome of ['completed', 'returned', 'withdrawn', 'terminated', 'awaitingResubmit'] as const) add(outcome);
      for (let k = 0; add('open', k); k++);
    }
  }
  return { templates, slotsOf };
}

// ── people ─────────────────────────────────────────────────────────────────────

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '子涵浩宇欣怡梓轩思远一诺雨桐俊杰晨曦佳琪博文嘉怡天佑诗涵若曦明轩雅静志强建国丽娟海燕文博宏伟晓明婷婷鑫磊晓雯丹阳凯瑞泽楠可馨沐阳书瑶';

/** Students across the colleges and staff across every department, set-based; one in ten generated people is staff. */
async function generatePeople(c: pg.Client, total: number): Promise<void> {
  const existing = Number((await c.query<{ n: string }>('SELECT count(*) AS n FROM users')).rows[0].n);
  const extra = Math.max(0, total - existing);
  const staff = Math.round(extra / 10);
  const name = (n: string) => `
    substr('${SURNAMES}', 1 + ((${n}::bigint * 7919) % ${[...SURNAMES].length})::int, 1)
    || substr('${GIVEN}', 1 + ((${n}::bigint * 104729) % ${[...GIVEN].length})::int, 1)
    || CASE WHEN ${n} % 3 = 0 THEN '' ELSE substr('${GIVEN}', 1 + ((${n}::bigint * 15485863) % ${[...GIVEN].length})::int, 1) END`;
  await c.query(`
    WITH colleges AS (SELECT id, row_number() OVER (ORDER BY id) AS k, count(*) OVER () AS total FROM departments WHERE kind = 'college')
    INSERT INTO users (uid, number, name, sex, identity_type, identity_id, identity_name, department_id, created_at)
    SELECT num, num, ${name('g')}, CASE WHEN g % 2 = 0 THEN 'male' ELSE 'female' END, 'student', 'student',
           CASE WHEN g % 5 = 0 THEN '研究生' ELSE '本科生' END, c.id, now() - interval '400 days'
    FROM generate_series(1, ${extra - staff}) g
    JOIN colleges c ON c.k = 1 + g % c.total
    CROSS JOIN LATERAL (SELECT (2021 + g % 5)::text || lpad(c.k::text, 2, '0') || lpad(g::text, 6, '0') AS num) n`);
  await c.query(`
    WITH depts AS (SELECT id, row_number() OVER (ORDER BY id) AS k, count(*) OVER () AS total FROM departments)
    INSERT INTO users (uid, number, name, sex, identity_type, identity_id, identity_name, department_id, administrative_level, created_at)
    SELECT 'T' || (10000 + g), 'T' || (10000 + g), ${name('(g + 50000)')}, CASE WHEN g % 2 = 0 THEN 'female' ELSE 'male' END,
           'staff', 'staff', '教职工', d.id, (ARRAY['讲师','副教授','教授','科员','副科长','科长','副处长','处长'])[1 + g % 8], now() - interval '900 days'
    FROM generate_series(1, ${staff}) g
    JOIN depts d ON d.k = 1 + g % d.total`);
}

// ── instances ──────────────────────────────────────────────────────────────────

const DAY = 86_400_000;

interface Person {
  uid: string;
  name: string;
  departmentId: number | null;
}

/** Template weights: finished history by outcome; in-progress ones spread over where they wait. */
function pickers(templates: Template[], random: ReturnType<typeof createRandom>) {
  const byApp = new Map<number, Template[]>();
  for (const t of templates) byApp.set(t.appId, [...(byApp.get(t.appId) ?? []), t]);
  const finishedShare: Record<string, number> = { completed: 0.85, returned: 0.07, withdrawn: 0.05, terminated: 0.03 };
  return (appId: number, open: boolean): Template => {
    const list = byApp.get(appId)!;
    if (open) {
      const waiting = list.filter((t) => t.outcome === 'open');
      const resubmit = list.filter((t) => t.outcome === 'awaitingResubmit');
      return resubmit.length && random.next() < 0.06 ? random.pick(resubmit) : random.pick(waiting);
    }
    let r = random.next();
    for (const [outcome, share] of Object.entries(finishedShare)) {
      r -= share;
      const of = list.filter((t) => t.outcome === outcome);
      if (r < 0 && of.length) return random.pick(of);
    }
    return random.pick(list.filter((t) => t.outcome === 'completed'));
  };
}

async function generateInstances(c: pg.Client, services: ServiceProcess[], templates: Template[], slotsOf: Map<number, number>, count: number, log: (s: string) => void): Promise<void> {
  const random = createRandom(20261123);
  const people = (await c.query<{ uid: string; name: string; identity_type: string; department_id: number | null }>(
    "SELECT uid, name, identity_type, department_id FROM users WHERE status = 1 AND uid NOT IN ('admin', 'guest') ORDER BY uid",
  )).rows;
  const students: Person[] = people.filter((p) => p.identity_type === 'student').map((p) => ({ uid: p.uid, name: p.name, departmentId: p.department_id }));
  const staff: Person[] = people.filter((p) => p.identity_type === 'staff').map((p) => ({ uid: p.uid, name: p.name, departmentId: p.department_id }));
  // Three in five tasks go to a busy pool (skewed within it), the rest to anyone on the staff.
  const shuffled = [...staff].sort(() => random.next() - 0.5);
  const busy = shuffled.slice(0, 150);
  const approver = (): Person => (random.next() < 0.6 ? busy[Math.floor(busy.length * random.next() ** 1.5)] : random.pick(staff));
  const pick = pickers(templates, random);
  // Popular services are used more: weights falling with the catalogue order.
  const weights = services.map((s, i) => ({ s, w: 1 / (1 + i * 0.35) }));
  const totalWeight = weights.reduce((a, b) => a + b.w, 0);
  const service = () => {
    let r = random.next() * totalWeight;
    for (const { s, w } of weights) if ((r -= w) < 0) return s;
    return services[0];
  };

  const now = Date.now();
  const span = 730 * DAY;
  // After whatever the demo seed started itself.
  const firstId = Number((await c.query<{ n: string }>('SELECT coalesce(max(id), 0) AS n FROM process_instances')).rows[0].n);
  const batch = 5000;
  // One batch in flight while the next is built.
  let inflight: Promise<unknown> | undefined;
  for (let from = 1; from <= count; from += batch) {
    const cols = {
      id: [] as number[], app: [] as number[], creator: [] as string[], status: [] as number[], created: [] as number[], finished: [] as (number | null)[],
      pv: [] as number[], fv: [] as number[], title: [] as string[], dept: [] as (number | null)[], state: [] as string[], revision: [] as number[],
      updated: [] as number[], template: [] as number[], slots: [] as string[], t0: [] as number[], gap: [] as number[],
    };
    for (let id = from; id < Math.min(from + batch, count + 1); id++) {
      const s = service();
      const creators = s.audiences.includes('student') && (!s.audiences.includes('teacher') || random.next() < 0.8) ? students : staff;
      const creator = random.pick(creators);
      const t0 = now - span + Math.floor(((id - 1 + random.next()) / count) * (span - 2 * 3_600_000));
      const age = now - t0;
      const open = age < 60 * DAY ? random.next() < 0.9 : random.next() < 0.003;
      const template = pick(s.appId, open);
      // Between steps: an hour to two days, compressed so in-progress ones end before now.
      const gap = Math.min(Math.floor(3_600_000 * (1 + random.next() * 47)), Math.floor(age / (template.transitions + 1)));
      const slotUids: Person[] = [creator];
      for (let i = 1; i <= (slotsOf.get(s.appId) ?? 0); i++) {
        let p = approver();
        // Distinct people: two holders of one post are two people, and nobody approves their own application.
        while (slotUids.includes(p)) p = approver();
        slotUids.push(p);
      }
      const fill = (mark: string) => {
        if (mark.startsWith('~U')) return slotUids[Number(mark.slice(2, -1))]?.uid ?? mark;
        if (mark.startsWith('~N')) return slotUids[Number(mark.slice(2, -1))]?.name ?? mark;
        return String(t0 + Number(mark.slice(-2)) * gap);
      };
      const state = template.parts.map((p, i) => (i % 2 ? fill(p) : p)).join('');
      const lastAt = t0 + (template.transitions - 1) * gap;
      cols.id.push(firstId + id);
      cols.app.push(s.appId);
      cols.creator.push(creator.uid);
      cols.status.push(template.status);
      cols.created.push(t0);
      cols.finished.push(template.status === 0 ? null : lastAt);
      cols.pv.push(s.processVersionId);
      cols.fv.push(s.formVersionId);
      cols.title.push(`${creator.name}的${s.zhName}`);
      cols.dept.push(creator.departmentId);
      cols.state.push(state);
      cols.revision.push(template.transitions);
      cols.updated.push(lastAt);
      cols.template.push(template.id);
      cols.slots.push(slotUids.map((p) => p.uid).join(','));
      cols.t0.push(t0);
      cols.gap.push(gap);
    }
    await inflight;
    inflight = c.query(
      `WITH src AS (
         SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::smallint[], $5::bigint[], $6::bigint[], $7::int[], $8::int[], $9::text[],
                              $10::int[], $11::text[], $12::int[], $13::bigint[], $14::int[], $15::text[], $16::bigint[], $17::bigint[])
           AS s(id, app, creator, status, created, finished, pv, fv, title, dept, state, revision, updated, template, slots, t0, gap)
       ), ins AS (
         INSERT INTO process_instances (id, app_id, creator_uid, status, created_at, finished_at, process_version_id, form_version_id, title,
                                        department_id, state, revision, updated_at)
         SELECT id, app, creator, status, to_timestamp(created / 1000.0), to_timestamp(finished / 1000.0), pv, fv, title, dept, state::jsonb,
                revision, to_timestamp(updated / 1000.0)
         FROM src
       )
       INSERT INTO bench_gen (id, template, slots, t0, gap) SELECT id, template, string_to_array(slots, ','), t0, gap FROM src`,
      [cols.id, cols.app, cols.creator, cols.status, cols.created, cols.finished, cols.pv, cols.fv, cols.title, cols.dept, cols.state, cols.revision,
        cols.updated, cols.template, cols.slots, cols.t0, cols.gap],
    );
    if ((from - 1) % 50_000 === 0 && from > 1) log(`  ${from - 1} instances`);
  }
  await inflight;
}

async function loadTemplates(c: pg.Client, templates: Template[]): Promise<void> {
  const tasks = templates.flatMap((t) => t.tasks.map((k) => ({ template: t.id, ...k })));
  await c.query(
    `INSERT INTO bench_tmpl_tasks SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::smallint[], $7::int[], $8::int[],
       $9::int[], $10::text[], $11::smallint[], $12::text[], $13::text[])`,
    [tasks.map((t) => t.template), tasks.map((t) => t.engineId), tasks.map((t) => t.slot), tasks.map((t) => t.node), tasks.map((t) => t.nodeName),
      tasks.map((t) => t.status), tasks.map((t) => t.createdK), tasks.map((t) => t.closedK), tasks.map((t) => t.occurrence), tasks.map((t) => t.kind),
      tasks.map((t) => t.type), tasks.map((t) => `{${t.flags.join(',')}}`), tasks.map((t) => t.opinion)],
  );
  const steps = templates.flatMap((t) => t.steps.map((s) => ({ template: t.id, ...s })));
  await c.query(
    'INSERT INTO bench_tmpl_steps SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::int[])',
    [steps.map((s) => s.template), steps.map((s) => s.seq), steps.map((s) => s.node), steps.map((s) => s.nodeName), steps.map((s) => s.action),
      steps.map((s) => s.slot), steps.map((s) => s.opinion), steps.map((s) => s.atK)],
  );
  const actions = templates.flatMap((t) => t.actions.map((a) => ({ template: t.id, ...a })));
  await c.query('INSERT INTO bench_tmpl_actions SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::text[])', [
    actions.map((a) => a.template), actions.map((a) => a.seq), actions.map((a) => a.slot), actions.map((a) => a.k), actions.map((a) => a.text),
  ]);
}

async function loadServices(c: pg.Client): Promise<ServiceProcess[]> {
  const rows = await c.query<{ app_id: number; name: string; audiences: string[]; pv: number; definition: ProcessDefinition; fv: number; schema: FormSchema }>(`
    SELECT a.id AS app_id, a.name, a.audiences, p.id AS pv, p.definition, f.id AS fv, f.schema
    FROM apps a
    JOIN LATERAL (SELECT id, definition FROM process_versions WHERE app_id = a.id ORDER BY version DESC LIMIT 1) p ON true
    JOIN LATERAL (SELECT id, schema FROM form_versions WHERE app_id = a.id ORDER BY version DESC LIMIT 1) f ON true
    WHERE a.enabled
    ORDER BY a.is_hot DESC, a.sort, a.id`);
  return rows.rows.map((r) => ({ appId: r.app_id, zhName: r.name, audiences: r.audiences, processVersionId: r.pv, formVersionId: r.fv, definition: r.definition, schema: r.schema }));
}

const ms = (expr: string) => `to_timestamp(${expr} / 1000.0)`;

export async function generateWorkflowDatabase(options: GenerateOptions = {}): Promise<GeneratedDatabase> {
  const adminUrl = options.adminUrl ?? defaultAdminUrl;
  const log = options.log ?? ((line: string) => console.log(line));
  const instances = options.instances ?? 250_000;
  const started = Date.now();
  const lap = (what: string) => log(`  ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { name, url, drop } = await createCampusDatabase(adminUrl);
  try {
    lap('migrated and seeded the demo campus');

    const counts = await withClient(url, async (c) => {
      // A bulk load: nothing here needs to survive a crash before it ends.
      await c.query("SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'");
      await generatePeople(c, options.users ?? 20_000);
      lap('people');

      const services = await loadServices(c);
      const { templates, slotsOf } = buildTemplates(services);
      const usable = services.filter((s) => templates.some((t) => t.appId === s.appId && t.outcome === 'open') && templates.some((t) => t.appId === s.appId && t.outcome === 'completed'));
      lap(`${templates.length} engine templates over ${usable.length} services`);

      await c.query(`
        CREATE TEMP TABLE bench_gen (id bigint PRIMARY KEY, template int NOT NULL, slots text[] NOT NULL, t0 bigint NOT NULL, gap bigint NOT NULL);
        CREATE TEMP TABLE bench_tmpl_tasks (template int, engine_id int, slot int, node_id text, node_name text, status smallint, created_k int,
          closed_k int, occurrence int, kind text, type smallint, flags text, opinion text);
        CREATE TEMP TABLE bench_tmpl_steps (template int, seq int, node_id text, node_name text, action text, slot int, opinion text, at_k int);
        CREATE TEMP TABLE bench_tmpl_actions (template int, seq int, slot int, k int, action text);`);
      await loadTemplates(c, templates);
      await generateInstances(c, usable, templates, slotsOf, instances, log);
      await c.query(`SELECT setval(pg_get_serial_sequence('process_instances', 'id'), (SELECT max(id) FROM process_instances))`);
      await c.query('ANALYZE bench_gen');
      lap(`${instances} instances`);

      const at = (k: string) => ms(`(g.t0 + ${k} * g.gap)`);
      await c.query(`
        INSERT INTO process_tasks (instance_id, assignee_uid, node_id, node_name, status, created_at, finished_at, engine_id, occurrence, kind, type, flags, opinion)
        SELECT g.id, g.slots[t.slot + 1], t.node_id, t.node_name, t.status, ${at('t.created_k')}, ${at('t.closed_k')}, t.engine_id, t.occurrence,
               t.kind, t.type, t.flags::smallint[], t.opinion
        FROM bench_gen g JOIN bench_tmpl_tasks t ON t.template = g.template
        ORDER BY g.id, t.engine_id`);
      lap('tasks');
      await c.query(`
        INSERT INTO process_steps (instance_id, seq, node_id, node_name, action, actor_uid, opinion, targets, created_at)
        SELECT g.id, s.seq, s.node_id, s.node_name, s.action, g.slots[s.slot + 1], s.opinion, '{}', ${at('s.at_k')}
        FROM bench_gen g JOIN bench_tmpl_steps s ON s.template = g.template
        ORDER BY g.id, s.seq`);
      lap('steps');
      await c.query(`
        INSERT INTO process_actions (instance_id, seq, actor_uid, action, created_at)
        SELECT g.id, a.seq, g.slots[a.slot + 1],
               COALESCE(a.action::jsonb, jsonb_build_object('type', 'start', 'values', i.state->'values', 'chosen', i.state->'chosen')), ${at('a.k')}
        FROM bench_gen g JOIN bench_tmpl_actions a ON a.template = g.template JOIN process_instances i ON i.id = g.id
        ORDER BY g.id, a.seq`);
      lap('actions');
      // As autovacuum would have left a database this old: visibility map set, statistics current.
      await c.query('VACUUM (ANALYZE) users, process_instances, process_tasks, process_steps, process_actions');
      lap('vacuum and analyze');

      const n = async (sql: string) => Number((await c.query<{ n: string }>(sql)).rows[0].n);
      return {
        users: await n('SELECT count(*) AS n FROM users'),
        instances: await n('SELECT count(*) AS n FROM process_instances'),
        inProgress: await n('SELECT count(*) AS n FROM process_instances WHERE status = 0'),
        tasks: await n('SELECT count(*) AS n FROM process_tasks'),
        pendingTodos: await n("SELECT count(*) AS n FROM process_tasks t JOIN process_instances i ON i.id = t.instance_id WHERE t.kind = 'approve' AND t.status IN (0, 1) AND i.status = 0"),
        steps: await n('SELECT count(*) AS n FROM process_steps'),
        actions: await n('SELECT count(*) AS n FROM process_actions'),
      };
    });
    const spread = await withClient(url, async (c) => {
      const r = await c.query<{ with50: string; max: string; median: string }>(`
        SELECT count(*) FILTER (WHERE n >= 50) AS with50, max(n) AS max, percentile_disc(0.5) WITHIN GROUP (ORDER BY n) AS median
        FROM (SELECT count(*) AS n FROM process_tasks t JOIN process_instances i ON i.id = t.instance_id
              WHERE t.kind = 'approve' AND t.status IN (0, 1) AND i.status = 0 GROUP BY t.assignee_uid) x`);
      return { approversWith50: Number(r.rows[0].with50), max: Number(r.rows[0].max), median: Number(r.rows[0].median) };
    });
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    return { name, url, seconds, counts, todoSpread: spread, drop };
  } catch (err) {
    await drop().catch(() => undefined);
    throw err;
  }
}

if (require.main === module) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultAdminUrl;
  generateWorkflowDatabase({
    adminUrl,
    instances: process.env.BENCH_INSTANCES ? Number(process.env.BENCH_INSTANCES) : undefined,
    users: process.env.BENCH_USERS ? Number(process.env.BENCH_USERS) : undefined,
  })
    .then((g) => {
      console.log(`generated ${g.name} in ${g.seconds} s`);
      console.table(g.counts);
      console.log(`pending to-dos per approver: ${g.todoSpread.approversWith50} with 50 or more, median ${g.todoSpread.median}, most ${g.todoSpread.max}`);
      console.log(`DATABASE_URL=${g.url}  (kept; drop it with: dropdb -h ${new URL(adminUrl).hostname} -U ${new URL(adminUrl).username || 'postgres'} ${g.name})`);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
