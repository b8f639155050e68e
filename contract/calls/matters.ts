/** Matters: to-dos, what the user launched, reminders, process and environment (spec §3 Todo/Launched item, §4, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Int, ObjectId, OneOf, PageOf, Paging, Payload } from '../schemas';

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
  flags: Type.Integer({ description: '5 rejected; 7 with type 1 signs with value 2' }),
  task_status: OneOf([0, 1, 5] as const),
  node_config: NodeSteps,
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

export const ReminderNode = Type.Object({ node_id: Type.String(), node_name: Type.String() });
export const MatterEnvVar = Type.Object({ key: Type.String(), value: Type.String() });

const Keyword = Type.Optional(Type.String({ maxLength: 100 }));
const Year = Type.Optional(Int({ minimum: 2000, maximum: 2100, description: 'year filter' }));

export const mattersCalls = defineCalls('matters', {
  getMyTodo: {
    method: 'GET',
    access: 'user',
    summary: "The signed-in user's approval to-dos.",
    payload: Payload({
      ...Paging,
      app_id: Type.Optional(Int({ minimum: 1 })),
      keyword: Keyword,
      keyword_type: Type.Optional(OneOf(['user', 'app'] as const, 'default user')),
      time_type: Type.Optional(Type.String({ maxLength: 20 })),
      time_lower: Type.Optional(DateText('from')),
      time_upper: Type.Optional(DateText('to')),
      y: Year,
      department_id: Type.Optional(Type.String({ maxLength: 64 })),
      flags: Type.Optional(Int({ minimum: 0, maximum: 99 })),
      orderby: Type.Optional(OneOf(['createdDesc', 'createdAsc'] as const, 'default createdDesc')),
      class_name: Type.Optional(Type.String({ maxLength: 100 })),
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
    payload: Payload({
      inst_id: ObjectId,
      node_id: Type.Union([ObjectId, Type.Array(ObjectId, { minItems: 1, maxItems: 50 })]),
    }),
    result: Type.Object({ reminded: Type.Integer() }),
  },
  getMatterEvn: {
    method: 'GET',
    access: 'user',
    summary: 'Environment variables of a matter (form defaults and template values).',
    payload: Payload({
      app_id: Int({ minimum: 1 }),
      inst_id: Type.Optional(Type.String({ maxLength: 64 })),
      task_id: Type.Optional(Type.String({ maxLength: 64 })),
      sess_id: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    result: Type.Array(MatterEnvVar),
  },
});
