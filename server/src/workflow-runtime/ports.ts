/**
 * What an area that owns workflow instances gives the runtime: its instance store (the queries on its own tables)
 * and its hooks (the texts and links of the messages it sends). The runtime never reads an area's tables itself, so
 * matters today and bookings or fill-in reviews later each bring their own store and share the same runtime.
 */
import type { RawBuilder } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { Effect, InstanceState } from '../workflow/engine';

/** An instance row as the runtime reads it (the owning area's row may carry more). */
export interface StoredInstance {
  id: string;
  /** Bumped by every saved action: a save fails when the instance moved on since it was read. */
  revision: number;
  title: string;
  state: InstanceState;
  process_version_id: number | null;
}

/** A task moved on from the status it was read with (a claim fails when someone else moved it first). */
export interface TaskClaim {
  engine_id: number;
  from_status: number;
  status: number;
  /** The actor's opinion, when the change is their decision. */
  opinion: string | null;
  finished: boolean;
}

/** A task a transition opened, as stored. */
export interface NewTask {
  engine_id: number;
  assignee_uid: string;
  node_id: string;
  node_name: string;
  occurrence: number;
  kind: 'approve' | 'resubmit' | 'cc';
  /** 1 approval task, 3 countersign task (spec §3). */
  type: number;
  flags: number[];
  status: number;
  on_behalf_of: string | null;
}

/** An audit step a transition recorded, as stored. */
export interface NewStep {
  seq: number;
  node_id: string;
  node_name: string;
  action: string;
  actor_uid: string | null;
  /** Who took the step for the actor under a grant. */
  agent_uid: string | null;
  opinion: string;
  targets: string[];
}

/** Everything an action writes after its claims: the instance's new state and what came of the action. */
export interface InstanceChange {
  instanceId: string;
  /** The revision the action read; the save fails when the instance moved on meanwhile. */
  revision: number;
  state: InstanceState;
  tasks: NewTask[];
  steps: NewStep[];
  action: { actor_uid: string; action: unknown };
  /** Statements of other areas that belong to the change (messages, timers), run as part of it. */
  alongside: RawBuilder<unknown>[];
}

/** The owning area's queries the runtime runs, all inside the caller's transaction. */
export interface InstanceStore {
  /** The instance row, locked until the transaction ends: actions on one instance run one after another. */
  lockInstance(db: DbOrTx, id: string): Promise<StoredInstance | undefined>;
  /** Makes the claims in one statement; returns how many succeeded (all, or the caller must roll back). */
  claimTasks(db: DbOrTx, instanceId: string, claims: TaskClaim[]): Promise<number>;
  /** Writes a change in one statement; false when the instance's revision moved on. */
  saveChange(db: DbOrTx, change: InstanceChange): Promise<boolean>;
  /** Pending approval tasks held by `assignee`, only their own (`owner` null) or only those held for `owner`. */
  pendingTasksHeld(db: DbOrTx, assignee: string, owner: string | null): Promise<{ instance_id: string; engine_id: number }[]>;
  /** A task by its id in the engine's state, with its instance's title (for timers). */
  taskByEngineId(db: DbOrTx, instanceId: string, engineId: number): Promise<{ assignee_uid: string; status: number; title: string } | undefined>;
}

export type MessageEvent = Extract<Effect, { type: 'message' }>['event'];

/** What only the owning area knows: how its messages read. */
export interface FlowHooks {
  /** Message titles by engine event and by SLA timer; `{title}` stands for the instance's title. */
  messageTitles: Record<MessageEvent | 'slaWarning' | 'slaDue', string>;
}

export interface Flow {
  /** The owning area: its job kinds (SLA timers) are named after it. */
  area: string;
  store: InstanceStore;
  hooks: FlowHooks;
}
