/** Matter states of spec §4: what counts as a to-do, the sign value, and how an instance status reads. */
import { InstanceStatus } from '../constants';

interface TaskLike {
  task_status: number;
  /** A task may carry several flags (5 returned, 7 signs). */
  flags: readonly number[];
  type: number;
}

/** Status 0 or 1 counts as a to-do. */
export function isTodo(task: Pick<TaskLike, 'task_status'>): boolean {
  return task.task_status === 0 || task.task_status === 1;
}

/** To-do info: status 0, 1 or 5, or a rejected task (flag 5). */
export function isTodoInfo(task: Pick<TaskLike, 'task_status' | 'flags'>): boolean {
  return [0, 1, 5].includes(task.task_status) || task.flags.includes(5);
}

/** Sign value: type 1 with flag 7 signs 2; type 3 (countersign) signs 1; otherwise none. */
export function signValue(task: Pick<TaskLike, 'type' | 'flags'>): number | null {
  if (task.type === 1 && task.flags.includes(7)) return 2;
  if (task.type === 3) return 1;
  return null;
}

export type InstanceStatusKey = keyof typeof InstanceStatus;

export function instanceStatusKey(status: number): InstanceStatusKey | null {
  const entry = Object.entries(InstanceStatus).find(([, v]) => v === status);
  return entry ? (entry[0] as InstanceStatusKey) : null;
}

