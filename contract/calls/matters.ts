/** Matters: to-dos, what the user launched, reminders, process and environment (spec §3 Todo/Launched item, §4, §7). */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { FormSchema } from '../forms/schema';
import { Id, Int, ObjectId, OneOf, PageOf, Paging, Payload } from '../schemas';

const DateText = (description: string) => Type.String({ maxLength: 19, description: `${description}, YYYY-MM-DD[ HH:mm:ss]` });

export const NodeSteps = Type.Object({ steps: Type.Array(Type.Object({ node_id: Type.String(), node_name: Type.String() })) });

/** Who handles a node, described for the reader (the client words it from `type`). */
export const OutlineApprovers = Type.Object({
  type: OneOf(['users', 'post', 'department_head', 'initiator_choice', 'previous_choice', 'form_user'] as const),
  /** Named users' names; the post's name; a User field's label. */
  names: Type.Array(Type.String()),
  /** department_head: how many levels up from the applicant's department (1 = own). */
  levels: Type.Integer(),
});

export interface OutlineNode {
  id: string;
  kind: 'approval' | 'cc' | 'condition' | 'parallel';
  name: string;
  mode: '' | 'sequential' | 'all' | 'any' | 'vote';
  approvers: Static<typeof OutlineApprovers> | null;
  branches: { label: string; nodes: OutlineNode[] }[];
}

/** A node of a process outline: approval and CC nodes with their handlers, branches with their labelled routes. */
export const OutlineNode = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.String(),
      kind: OneOf(['approval', 'cc', 'condition', 'parallel'] as const),
      name: Type.String(),
      mode: OneOf(['', 'sequential', 'all', 'any', 'vote'] as const, 'how several approvers decide; empty for non-approval nodes'),
      approvers: Type.Union([OutlineApprovers, Type.Null()]),
      branches: Type.Array(Type.Object({ label: Type.String(), nodes: Type.Array(Self) })),
    }),
  { $id: 'OutlineNode' },
);

export const ProcessOutline = Type.Object({
  app_id: Type.Integer(),
  version: Type.Integer({ description: 'the process definition version' }),
  nodes: Type.Array(OutlineNode),
});
export type ProcessOutline = Static<typeof ProcessOutline>;

export const TodoItem = Type.Object({
  id: Type.Integer(),
  inst_creator_name: Type.String(),
  app_name: Type.String(),
  task_created: Type.String(),
  task_id: Type.String(),
  inst_id: Type.String(),
  node_id: Type.String(),
  app_id: Type.Integer(),
  type: OneOf([1, 3] as const, '1 approval task, 3 countersign task'),
  flags: Type.Array(Type.Integer(), { description: 'a task may carry several: 5 returned; 7 with type 1 signs with value 2' }),
  task_status: OneOf([0, 1, 2, 3, 5] as const, '0 to do, 1 to do after a return, 5 waiting its turn; processed: 2 approved, 3 returned'),
  node_config: NodeSteps,
  handler_name: Type.String({ description: 'who holds or handled it: the user, or their out-of-office agent in their name' }),
});
export type TodoItem = Static<typeof TodoItem>;

export const LaunchedItem = Type.Object({
  inst_id: Type.String(),
  task_id: Type.String(),
  task_status: Type.Integer(),
  status: OneOf([0, 1, 2, 4] as const, '0 in progress, 1 terminated, 2 completed, 4 withdrawn'),
  app_type: Type.Integer(),
  sess_id: Type.String(),
  nodes: Type.Array(Type.Object({ node_name: Type.String(), steps: Type.Array(Type.Object({ node_id: Type.String(), node_name: Type.String() })) })),
  created: Type.String(),
  finished: Type.String(),
  is_reminder: OneOf(['yes', 'no'] as const),
  app_name: Type.String(),
});
export type LaunchedItem = Static<typeof LaunchedItem>;

export const ReminderNode = Type.Object({
  node_id: Type.String(),
  node_name: Type.String(),
  urge_after: Type.String({ description: 'empty, or when this step may be urged again (one urge per step per hour), YYYY-MM-DD HH:mm:ss' }),
});
/** A place a return may send an application: `initiator` (the applicant) or the id of a step it has passed. */
export const ReturnTarget = Type.Object({ to: Type.String(), node_name: Type.String() });
export const MatterEnvVar = Type.Object({ key: Type.String(), value: Type.String() });

const Keyword = Type.Optional(Type.String({ maxLength: 100 }));
/** A JSON text in a form-encoded body. */
const Json = (description: string) => Type.String({ minLength: 2, maxLength: 200_000, description: `JSON: ${description}` });
const Opinion = Type.Optional(Type.String({ maxLength: 2000 }));
const RouteView = Type.Object({
  nodes: Type.Array(
    Type.Object({
      node_id: Type.String(),
      node_name: Type.String(),
      kind: OneOf(['approval', 'cc'] as const),
      mode: Type.String({ description: 'sequential, all, any or vote; empty for CC' }),
      approvers: Type.Array(Type.Object({ uid: Type.String(), name: Type.String() })),
      expected_at: Type.String({ description: 'when the step is likely done, YYYY-MM-DD HH:mm:ss' }),
    }),
  ),
  finish_at: Type.String({ description: 'when the application is likely finished' }),
});
export const OverseeItem = Type.Object({
  inst_id: Type.String(),
  app_name: Type.String(),
  title: Type.String(),
  applicant_name: Type.String(),
  created: Type.String(),
  nodes: Type.Array(Type.Object({ node_name: Type.String(), handlers: Type.Array(Type.String()), since: Type.String() })),
  waiting_hours: Type.Number({ description: 'hours since the oldest pending step was reached' }),
});

/** An application copied to the reader (a CC step), with its read receipt. */
export const NotifiedItem = Type.Object({
  task_id: Type.String(),
  inst_id: Type.String(),
  app_id: Type.Integer(),
  app_name: Type.String(),
  title: Type.String(),
  applicant_name: Type.String(),
  node_name: Type.String(),
  created: Type.String({ description: 'when it was copied to the reader' }),
  is_read: Type.Integer({ description: '1 once the reader has read it (readCcTask)' }),
  read_at: Type.String({ description: 'when it was read; empty while unread' }),
});
export type NotifiedItem = Static<typeof NotifiedItem>;

const Choice = <T extends TSchema>(id: T) => Type.Array(Type.Object({ id, name: Type.String() }));

/** The most tasks one batch approval takes. */
export const BATCH_LIMIT = 100;

export const MatterDetail = Type.Object({
  inst_id: Type.String(),
  app_id: Type.Integer(),
  app_name: Type.String(),
  title: Type.String(),
  status: OneOf([0, 1, 2, 4] as const),
  created: Type.String(),
  finished: Type.String(),
  applicant: Type.Object({ uid: Type.String(), name: Type.String(), number: Type.String(), college: Type.String() }),
  form: Type.Object({ version: Type.Integer(), schema: FormSchema }),
  values: Type.Record(Type.String(), Type.Unknown()),
  steps: Type.Array(
    Type.Object({
      node_id: Type.String(),
      node_name: Type.String(),
      action: Type.String({ description: 'start, approve, reject, resubmit, withdraw, terminate, transfer, addSign, cc, pullBack, read, urge, autoApprove, timeoutApprove, timeoutReject, complete' }),
      actor_name: Type.String({ description: 'empty for automatic steps' }),
      agent_name: Type.String({ description: 'who took the step for the actor under their grant (王晓燕 for 李振华); empty otherwise' }),
      opinion: Type.String(),
      created: Type.String(),
    }),
  ),
  my_tasks: Type.Array(
    Type.Object({
      task_id: Type.String(),
      node_id: Type.String(),
      node_name: Type.String(),
      kind: OneOf(['approve', 'resubmit', 'cc'] as const),
      type: OneOf([1, 3] as const, '1 approval task, 3 countersign task (its step is decided by several approvers)'),
      flags: Type.Array(Type.Integer()),
      mode: OneOf(['', 'sequential', 'all', 'any', 'vote'] as const, "how the task's step decides, as the process outline says; empty for a task that is no approval"),
      return_targets: Type.Array(ReturnTarget, { description: 'where rejectTask may send the application from this task, the applicant first; empty unless kind is approve' }),
      choose_next: Type.Array(
        Type.Object({ node_id: Type.String(), node_name: Type.String() }),
        { description: "the next steps whose approvers this task's approver chooses (approveTask chosen)" },
      ),
    }),
  ),
  can_withdraw: Type.Integer(),
  can_urge: Type.Integer(),
  can_terminate: Type.Integer({ description: '1 when the viewer may end the application for good (its applicant while in progress)' }),
  rating: Type.Object(
    {
      can_rate: Type.Integer({ description: '1 when the viewer may rate it (rateMatter): its applicant, once it has ended other than by withdrawal, on a service with star ratings' }),
      stars: Type.Integer({ minimum: 0, maximum: 5, description: "the applicant's rating, 0 while not rated" }),
      comment: Type.String(),
    },
    { description: "the applicant's star rating of how the service handled it" },
  ),
  urge_nodes: Type.Array(ReminderNode, { description: 'the steps waiting on an approver, for the reminder dialog' }),
});
export type MatterDetail = Static<typeof MatterDetail>;
/** An application as the applicant has it before submitting: the service, its form values, chosen approvers. */
const Application = {
  app_id: Id(),
  values: Json('the form values by field id'),
  chosen: Type.Optional(Json('approvers chosen by the applicant, by node id: {"node": ["uid"]}')),
  terminal: Type.Optional(OneOf(['pc', 'mobile'] as const)),
};
const ActionResult = Type.Object({ inst_id: Type.String(), status: OneOf([0, 1, 2, 4] as const) });
const Year = Type.Optional(Int({ minimum: 2000, maximum: 2100, description: 'year filter' }));

export const mattersCalls = defineCalls('matters', {
  getunreadData: {
    method: 'GET',
    access: 'user',
    summary: "Unread messages and pending to-dos of the signed-in user; my_todo always equals getMyTodo's pending total.",
    payload: Payload({}),
    // `messagge` is the spec's field name.
    result: Type.Object({ messagge: Type.Integer(), my_todo: Type.Integer() }),
  },
  getMyTodo: {
    method: 'GET',
    access: 'user',
    summary: "The signed-in user's approval to-dos.",
    payload: Payload({
      ...Paging,
      app_id: Type.Optional(Id()),
      keyword: Keyword,
      keyword_type: Type.Optional(OneOf(['user', 'app'] as const, 'default user')),
      time_type: Type.Optional(OneOf(['task', 'apply'] as const, 'what time_lower/upper and y filter: when the task arrived (default) or when the application was made')),
      time_lower: Type.Optional(DateText('from')),
      time_upper: Type.Optional(DateText('to')),
      y: Year,
      department_id: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9]*$', description: "the applicant's department id" })),
      flags: Type.Optional(Int({ minimum: 0, maximum: 99 })),
      orderby: Type.Optional(OneOf(['createdDesc', 'createdAsc'] as const, 'default createdDesc')),
      class_name: Type.Optional(Type.String({ maxLength: 100, description: "the service's category name" })),
      tab: Type.Optional(OneOf(['pending', 'processed'] as const, 'default pending; processed includes what an agent did in the user’s name')),
    }),
    result: PageOf(TodoItem),
  },
  myStarted: {
    method: 'GET',
    access: 'user',
    summary: 'What the signed-in user launched.',
    payload: Payload({
      ...Paging,
      status: Type.Optional(OneOf([0, 1, 2, 4] as const)),
      keyword: Keyword,
      time_lower: Type.Optional(DateText('from')),
      time_upper: Type.Optional(DateText('to')),
      y: Year,
    }),
    result: PageOf(LaunchedItem),
  },
  myReminder: {
    method: 'POST',
    access: 'user',
    summary: 'Urges the handlers of the chosen nodes of a launched instance.',
    owns: { inst_id: 'instance' },
    payload: Payload({
      inst_id: ObjectId,
      node_id: Type.Union([ObjectId, Type.Array(ObjectId, { minItems: 1, maxItems: 50 })]),
    }),
    result: Type.Object({ reminded: Type.Integer() }),
  },
  setOutOfOffice: {
    method: 'POST',
    access: 'user',
    personal: true,
    summary:
      "Names an agent for a period away: the caller's pending approval tasks, and new ones, go to the agent, held on the caller's behalf; what the agent has not handled comes back when the period ends. Every move is in the history.",
    payload: Payload({
      // Not agent_uid: every payload already carries that name for acting as someone's agent (spec §7).
      delegate_uid: ObjectId,
      starts_at: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2})?$', description: 'campus time, YYYY-MM-DD[ HH:mm]' }),
      ends_at: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2})?$', description: 'campus time, YYYY-MM-DD[ HH:mm]' }),
      reason: Type.Optional(Type.String({ maxLength: 200 })),
    }),
    result: Type.Object({ id: Type.String() }),
  },
  cancelOutOfOffice: {
    method: 'POST',
    access: 'user',
    personal: true,
    summary: 'Ends a period away early: the tasks the agent has not handled come back.',
    owns: { id: 'absence' },
    payload: Payload({ id: ObjectId }),
    result: Type.Object({}),
  },
  getOutOfOffice: {
    method: 'GET',
    access: 'user',
    summary: "The caller's periods away, and those in which the caller is someone's agent.",
    payload: Payload({}),
    result: Type.Array(
      Type.Object({
        id: Type.String(),
        owner_name: Type.String(),
        agent_uid: Type.String(),
        agent_name: Type.String(),
        starts_at: Type.String(),
        ends_at: Type.String(),
        reason: Type.String(),
        mine: Type.Integer({ description: '1 for the caller’s own period, 0 where the caller is the agent' }),
        cancelled: Type.Integer(),
      }),
    ),
  },
  getOverseeList: {
    method: 'GET',
    access: 'admin',
    permit: 'service-count',
    summary:
      'Oversee (督办): applications in progress across the campus, longest waiting first, for holders of the efficiency-supervision permit (service-count): where each stands, who holds it and for how long.',
    payload: Payload({ ...Paging, keyword: Keyword, app_id: Type.Optional(Id()) }),
    result: PageOf(OverseeItem),
  },
  getEntrustedList: {
    method: 'GET',
    access: 'user',
    summary: 'Entrusted applications: those an agent started for someone else, as the agent or the person they were started for sees them.',
    payload: Payload({ ...Paging }),
    result: PageOf(LaunchedItem),
  },
  getNotifiedList: {
    method: 'GET',
    access: 'user',
    summary: 'Notified (/matter/read): the applications copied to the caller, newest first, each with its read receipt; `is_read` keeps the unread (0) or the read (1) ones.',
    payload: Payload({ ...Paging, keyword: Keyword, is_read: Type.Optional(OneOf([0, 1] as const)) }),
    result: PageOf(NotifiedItem),
  },
  getTodoFilters: {
    method: 'GET',
    access: 'user',
    summary: "What the caller's to-do list can be narrowed to (getMyTodo app_id and department_id): the services and the applicants' departments of their pending or processed tasks.",
    payload: Payload({ tab: Type.Optional(OneOf(['pending', 'processed'] as const, 'default pending')) }),
    result: Type.Object({ apps: Choice(Type.Integer()), departments: Choice(Type.String({ description: 'a department id, as getMyTodo takes it' })) }),
  },
  getMatterDetail: {
    method: 'GET',
    access: 'user',
    summary:
      "An application as one participant sees it, for the examine, resubmit and print views: the form version it was made with (fields hidden from the viewer's step left out) and its values, every step of its history, the viewer's open tasks and what the viewer may do.",
    owns: { inst_id: 'instance' },
    payload: Payload({ inst_id: ObjectId }),
    result: MatterDetail,
  },
  batchApproveTasks: {
    method: 'POST',
    access: 'user',
    summary: `Approves up to ${BATCH_LIMIT} of the caller's tasks with one opinion. A task that needs input first (its approver's signature or countersign, a required field of its step, a chosen approver for the next step) is skipped with the reason; the rest are approved one by one, each on its own.`,
    owns: { task_ids: 'task' },
    payload: Payload({ task_ids: Type.Union([ObjectId, Type.Array(ObjectId, { minItems: 1, maxItems: BATCH_LIMIT })]), opinion: Opinion }),
    result: Type.Object({
      approved: Type.Array(Type.String()),
      skipped: Type.Array(Type.Object({ task_id: Type.String(), reason: Type.String({ description: 'why, in the reader’s language' }) })),
    }),
  },
  previewRoute: {
    method: 'POST',
    access: 'user',
    summary:
      'The route a draft would take with its current form values: each step with the people who will handle it and when it is likely done (from the median handling time of each step, on the campus calendar), and the likely finish.',
    payload: Payload(Application),
    result: RouteView,
  },
  getMatterRoute: {
    method: 'GET',
    access: 'user',
    summary: 'The remaining route of an application and its likely finish, for its applicant and the people handling it.',
    owns: { inst_id: 'instance' },
    payload: Payload({ inst_id: ObjectId }),
    result: RouteView,
  },
  startMatter: {
    method: 'POST',
    access: 'user',
    summary:
      'Starts an application of a service with its form values. The client sends a start_key per submit, so a repeated submit (a double click, a retry) answers the first application instead of starting another.',
    payload: Payload({
      ...Application,
      start_key: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
    }),
    result: Type.Object({ inst_id: Type.String() }),
  },
  approveTask: {
    method: 'POST',
    access: 'user',
    summary:
      "Approves one of the caller's tasks, with an opinion, the fields this step may edit, and the next step's approvers where the approver chooses them. A task with a sign value (spec §4: type 1 with flag 7 signs 2, a countersign task of type 3 signs 1) is approved only with that value in `sign`: the approver's signature over the opinion.",
    owns: { task_id: 'task' },
    payload: Payload({
      task_id: ObjectId,
      opinion: Opinion,
      values: Type.Optional(Json('edited fields by id')),
      chosen: Type.Optional(Json('approvers chosen for the next step, by node id')),
      sign: Type.Optional(OneOf([1, 2] as const, 'the sign value of the task, when it has one')),
    }),
    result: ActionResult,
  },
  rejectTask: {
    method: 'POST',
    access: 'user',
    summary: "Returns an application from one of the caller's tasks: to the applicant (default), the previous step, or a step it has passed (its node id).",
    owns: { task_id: 'task' },
    payload: Payload({ task_id: ObjectId, opinion: Opinion, to: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }),
    result: ActionResult,
  },
  resubmitMatter: {
    method: 'POST',
    access: 'user',
    summary: 'The applicant resubmits a returned application with corrected values.',
    owns: { task_id: 'task' },
    payload: Payload({ task_id: ObjectId, opinion: Opinion, values: Type.Optional(Json('the corrected form values')) }),
    result: ActionResult,
  },
  withdrawMatter: {
    method: 'POST',
    access: 'user',
    summary: 'The applicant withdraws an application while no approver has acted on it.',
    owns: { inst_id: 'instance' },
    payload: Payload({ inst_id: ObjectId, opinion: Opinion }),
    result: ActionResult,
  },
  rateMatter: {
    method: 'POST',
    access: 'user',
    summary:
      "The applicant rates how an ended application was handled (1 to 5 stars, an optional comment), on a service with star ratings (star_enable); rating again replaces the rating. The service's star is the average of its ratings.",
    owns: { inst_id: 'instance' },
    payload: Payload({
      inst_id: ObjectId,
      stars: Int({ minimum: 1, maximum: 5, description: '1 to 5 stars' }),
      comment: Type.Optional(Type.String({ maxLength: 200 })),
    }),
    result: Type.Object({ stars: Type.Integer(), app_star: Type.Number({ description: "the service's average rating now" }) }),
  },
  terminateMatter: {
    method: 'POST',
    access: 'user',
    summary: 'The applicant ends an application for good (an administrator may too, on an application they take part in).',
    owns: { inst_id: 'instance' },
    payload: Payload({ inst_id: ObjectId, opinion: Opinion }),
    result: ActionResult,
  },
  reopenMatter: {
    method: 'POST',
    access: 'admin',
    permit: 'service-count',
    summary: 'An administrator reopens a completed or terminated application, with a reason kept in its history; it goes back to the applicant to resubmit.',
    payload: Payload({ inst_id: ObjectId, opinion: Type.String({ minLength: 1, maxLength: 2000 }) }),
    result: ActionResult,
  },
  transferTask: {
    method: 'POST',
    access: 'user',
    summary: "Hands one of the caller's tasks to another person.",
    owns: { task_id: 'task' },
    payload: Payload({ task_id: ObjectId, to_uid: ObjectId, opinion: Opinion }),
    result: ActionResult,
  },
  addSignTask: {
    method: 'POST',
    access: 'user',
    summary: "Adds approvers to the step of one of the caller's tasks (after the caller in a sequential step).",
    owns: { task_id: 'task' },
    payload: Payload({ task_id: ObjectId, uids: Type.Union([ObjectId, Type.Array(ObjectId, { minItems: 1, maxItems: 20 })]), opinion: Opinion }),
    result: ActionResult,
  },
  ccTask: {
    method: 'POST',
    access: 'user',
    summary: "Copies the application of one of the caller's tasks to other people (抄送): each gets a read task and a notification; the caller's task stays open.",
    owns: { task_id: 'task' },
    payload: Payload({ task_id: ObjectId, uids: Type.Union([ObjectId, Type.Array(ObjectId, { minItems: 1, maxItems: 50 })]), opinion: Opinion }),
    result: ActionResult,
  },
  pullBackTask: {
    method: 'POST',
    access: 'user',
    summary: 'Takes back the caller’s approval while nobody after them has acted.',
    owns: { task_id: 'task' },
    payload: Payload({ task_id: ObjectId }),
    result: ActionResult,
  },
  readCcTask: {
    method: 'POST',
    access: 'user',
    summary: 'Marks an application copied to the caller as read (a read receipt).',
    owns: { task_id: 'task' },
    payload: Payload({ task_id: ObjectId }),
    result: ActionResult,
  },
  getMatterEvn: {
    method: 'GET',
    access: 'user',
    summary: 'Environment variables of a matter (form defaults and template values).',
    owns: { inst_id: 'instance', task_id: 'task' },
    payload: Payload({
      app_id: Id(),
      inst_id: Type.Optional(Type.String({ maxLength: 64 })),
      task_id: Type.Optional(Type.String({ maxLength: 64 })),
      sess_id: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    result: Type.Array(MatterEnvVar),
  },
});
