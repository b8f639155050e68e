/**
 * A process definition: the tree of nodes an application travels through. Versioned like forms; an instance keeps
 * the version it started with. Approval-style (approval, CC, condition and parallel branches), not BPMN.
 */
import { Type, type Static } from '@sinclair/typebox';

const Name = { name: Type.String({ minLength: 1, maxLength: 100 }), name_en: Type.Optional(Type.String({ maxLength: 100 })) };
const NodeId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

/** Who handles a node, resolved against the organisation when the node is reached. */
export const ApproverRule = Type.Union([
  Type.Object({ type: Type.Literal('users'), uids: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 100 }) }),
  /** Holders of a post (e.g. 财务处审核员), optionally limited to the initiator's department. */
  Type.Object({
    type: Type.Literal('post'),
    post: Type.String({ maxLength: 64 }),
    label: Type.String({ maxLength: 100 }),
    label_en: Type.Optional(Type.String({ maxLength: 100 })),
    same_department: Type.Optional(Type.Boolean()),
  }),
  /** The head of the initiator's department, `levels` up (1 = own department). */
  Type.Object({ type: Type.Literal('department_head'), levels: Type.Integer({ minimum: 1, maximum: 5 }) }),
  /** Chosen by the initiator at start, or by the approver of the node before. */
  Type.Object({ type: Type.Literal('initiator_choice') }),
  Type.Object({ type: Type.Literal('previous_choice') }),
  /** The people in a User field of the form. */
  Type.Object({ type: Type.Literal('form_user'), field: Type.String({ maxLength: 40 }) }),
]);
export type ApproverRule = Static<typeof ApproverRule>;

/** How several approvers of one node decide: one after another, all, any one, or a share of them. */
export const ApprovalMode = Type.Union([
  Type.Literal('sequential'),
  Type.Literal('all'),
  Type.Literal('any'),
  Type.Literal('vote'),
]);
export type ApprovalMode = Static<typeof ApprovalMode>;

/** A branch condition on a form field; a branch without one is the default branch. */
export const Condition = Type.Object({
  field: Type.String({ maxLength: 40 }),
  op: Type.Union(['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'].map((op) => Type.Literal(op))),
  value: Type.Union([Type.String(), Type.Number(), Type.Array(Type.String())]),
});
export type Condition = Static<typeof Condition>;

export const ApprovalNode = Type.Object({
  kind: Type.Literal('approval'),
  id: NodeId,
  ...Name,
  approvers: ApproverRule,
  mode: ApprovalMode,
  /** Share of approvers needed for the vote mode, 0 < ratio ≤ 1. */
  vote_ratio: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1 })),
  /** Working hours before the node times out, on the campus calendar. */
  sla_hours: Type.Optional(Type.Integer({ minimum: 1 })),
  /** What a timeout does: remind the approver (default), or approve or return automatically. */
  sla_action: Type.Optional(Type.Union([Type.Literal('remind'), Type.Literal('approve'), Type.Literal('reject')])),
  /** The approvers sign their decision (task flag 7, sign value 2). */
  signature: Type.Optional(Type.Boolean()),
});
export const CcNode = Type.Object({ kind: Type.Literal('cc'), id: NodeId, ...Name, recipients: ApproverRule });

export interface ProcessBranch {
  label: string;
  label_en?: string;
  when?: Condition;
  nodes: ProcessNode[];
}
export type ProcessNode =
  | Static<typeof ApprovalNode>
  | Static<typeof CcNode>
  | { kind: 'condition' | 'parallel'; id: string; name: string; name_en?: string; branches: ProcessBranch[] };

export const ProcessNode = Type.Recursive(
  (Self) =>
    Type.Union([
      ApprovalNode,
      CcNode,
      Type.Object({
        kind: Type.Union([Type.Literal('condition'), Type.Literal('parallel')]),
        id: NodeId,
        ...Name,
        branches: Type.Array(
          Type.Object({
            label: Type.String({ minLength: 1, maxLength: 100 }),
            label_en: Type.Optional(Type.String({ maxLength: 100 })),
            when: Type.Optional(Condition),
            nodes: Type.Array(Self, { maxItems: 50 }),
          }),
          { minItems: 2, maxItems: 10 },
        ),
      }),
    ]),
  { $id: 'ProcessNode' },
);

/** The nodes after the applicant's start, in order. */
export const ProcessDefinition = Type.Object({ nodes: Type.Array(ProcessNode, { maxItems: 100 }) });
export interface ProcessDefinition {
  nodes: ProcessNode[];
}

/** Who handles an approval or CC node; null for a branching node. */
export function handlersOf(node: ProcessNode): ApproverRule | null {
  switch (node.kind) {
    case 'approval':
      return node.approvers;
    case 'cc':
      return node.recipients;
    default:
      return null;
  }
}
