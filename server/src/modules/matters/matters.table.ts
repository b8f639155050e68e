import type { ColumnType, Generated } from 'kysely';
import type { InstanceState } from '../../workflow/engine';

/** Applications: instances, their tasks, audit steps and action log. */
export interface ProcessInstancesTable {
  id: Generated<string>;
  app_id: number;
  creator_uid: string;
  status: Generated<number>;
  created_at: Generated<Date>;
  finished_at: Date | null;
  process_version_id: number | null;
  form_version_id: number | null;
  title: Generated<string>;
  department_id: number | null;
  /** Who started it for the creator, when an agent did (entrusted applications). */
  agent_uid: string | null;
  /** The client's key for one start, so a repeated submit starts nothing new. */
  start_key: string | null;
  /** The engine's state (server/src/workflow/engine.ts), JSON. */
  state: ColumnType<InstanceState, string, string>;
  /**
   * The form values of `state`, kept by the database (a generated column): what the data center's figures read, small
   * and uncompressed where the state is neither (migration 2026-11-28b). Never written.
   */
  form_values: ColumnType<Record<string, unknown> | null, never, never>;
  revision: Generated<number>;
  updated_at: Generated<Date>;
  /** While in progress, when its oldest open task someone has to act on opened (saveChange keeps it; null when none). */
  waiting_since: Generated<Date | null>;
  /** The same for approvers' tasks only. */
  approval_since: Generated<Date | null>;
}

/** Where an application in progress waits: one row per node at which someone has to act, since when (saveChange keeps them). */
export interface ProcessWaitsTable {
  instance_id: string;
  node_id: string;
  app_id: number;
  process_version_id: number | null;
  node_name: string;
  since: Date;
}

/** An applicant's star rating of an ended application (one per application). */
export interface ApplicationRatingsTable {
  instance_id: string;
  app_id: number;
  uid: string;
  stars: number;
  comment: Generated<string>;
  rated_at: Generated<Date>;
}

export interface ProcessTasksTable {
  id: Generated<string>;
  instance_id: string;
  assignee_uid: string;
  node_id: string;
  node_name: string;
  /** See server/src/workflow-runtime/task-status.ts. */
  status: Generated<number>;
  created_at: Generated<Date>;
  finished_at: Date | null;
  /** The task's id inside the engine's state. */
  engine_id: number;
  occurrence: number;
  kind: 'approve' | 'resubmit' | 'cc';
  /** 1 approval task, 3 countersign task (spec §3). */
  type: number;
  flags: number[];
  opinion: Generated<string>;
  /** The owner, when an out-of-office agent holds the task for them. */
  on_behalf_of: string | null;
}

export interface ProcessStepsTable {
  id: Generated<string>;
  instance_id: string;
  seq: number;
  node_id: string;
  node_name: string;
  action: string;
  actor_uid: string | null;
  opinion: string;
  targets: string[];
  created_at: Generated<Date>;
  /** Who took the step for the actor under a grant. */
  agent_uid: string | null;
}

export interface ProcessActionsTable {
  instance_id: string;
  seq: number;
  actor_uid: string;
  action: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
}
