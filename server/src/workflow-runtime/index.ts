/**
 * The workflow runtime shared by every area that owns instances (server/src/modules/README.md says how a flow area
 * uses it). Beside the pure core (server/src/workflow/), it holds what needs the database, jobs and messages.
 */
export { workflowRuntime, type ActionResult, type StartInput, type WorkflowRuntime } from './runtime';
export { engineContext, nodeName } from './engine-context';
export type { RunningInstance, RuntimeActor } from './persist';
export type { Flow, FlowHooks, InstanceChange, InstanceStore, NewStep, NewTask, StoredInstance, TaskClaim } from './ports';
export { slaTimes } from './sla';
export { stepNamer, type StepNamer } from './step-names';
export { DECIDED_STATUSES, OPEN_STATUSES, storedStatus, TaskStatus, TODO_STATUSES } from './task-status';
