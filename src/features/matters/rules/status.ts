/** How an application's status reads (spec §4 launched instance status), as text keys of the `matters` namespace. */
import { statusWordKey } from '@contract/matter-words';
import type { LaunchStatus } from './list-filters';

export const LAUNCH_STATUSES: LaunchStatus[] = [0, 1, 2, 4];

export const statusKey = statusWordKey;

/** A to-do's handling as the processed tab shows it: 2 approved, 3 returned (task_status, spec §3). */
export function taskStatusKey(taskStatus: number): string | null {
  if (taskStatus === 2) return 'taskApproved';
  if (taskStatus === 3) return 'taskReturned';
  if (taskStatus === 5) return 'taskWaiting';
  return null;
}
