/**
 * How the engine's task states are stored and shown (spec §3/§4 task_status): 0 and 1 are to-dos (1 when it came
 * back after a return), 5 is waiting its turn in a sequential node (counted in to-do info, not in to-dos).
 */
import type { EngineTask } from '../workflow/engine';

export const TaskStatus = { pending: 0, returned: 1, approved: 2, rejected: 3, cancelled: 4, waiting: 5, transferred: 6, read: 7 } as const;

/** Statuses a user still has to act on. */
export const TODO_STATUSES = [TaskStatus.pending, TaskStatus.returned];
/** Decisions: what a processed list shows. */
export const DECIDED_STATUSES = [TaskStatus.approved, TaskStatus.rejected];
/** Open statuses: the database allows one open task per approver per node occurrence among these. */
export const OPEN_STATUSES = [TaskStatus.pending, TaskStatus.returned, TaskStatus.waiting];

export function storedStatus(task: Pick<EngineTask, 'state' | 'flags' | 'kind'>): number {
  if (task.state === 'pending') return task.kind === 'resubmit' || task.flags.includes(5) ? TaskStatus.returned : TaskStatus.pending;
  return TaskStatus[task.state];
}
