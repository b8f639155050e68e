/**
 * The workflow runtime shared by every area that owns instances (server/src/modules/README.md says how a flow area
 * uses it). Beside the pure core (server/src/workflow/), it holds what needs the database, jobs and messages.
 */
export { workflowRuntime, type ActionResult } from './runtime';
export { engineContext, engineContextOf, nodeName } from './engine-context';
export type { RunningInstance, RuntimeActor } from './persist';
export type { Flow, FlowHooks, InstanceChange, InstanceStore, NewStep, NewTask, StoredInstance, TaskClaim } from './ports';
export { keptTaskList } from './kept-task-lists';
export { stepNamer } from './step-names';
export { DECIDED_STATUSES, OPEN_STATUSES, TaskStatus, TODO_STATUSES } from './task-status';
