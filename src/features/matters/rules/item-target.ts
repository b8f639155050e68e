/**
 * Where a list item opens (spec §2 Home page v2): a launched item in progress with task_status 1 came back to its
 * applicant and opens the reject/resubmit view, any other the launch view; a to-do whose flags contain 5 was returned
 * and opens as reject, any other as a to-do.
 *
 * Both views are the examine page (src/features/matters/examine, module.ts: rejectStep is an alias of its page
 * files), which tells them apart by the address on H5 and by `type` in the mini-program, and opens whatever the
 * reader has to do there (rules/examine.ts): a task to decide, a returned application to resubmit, a copy to read.
 */
import type { LaunchedItem, NotifiedItem, TodoItem } from '@contract/calls/matters';

export interface ItemTarget {
  route: string;
  query: Record<string, string>;
}

export const EXAMINE = '/matter/examine';
export const REJECT_STEP = '/matter/rejectStep';

/** The mobile twin of a matter view (spec §2: mobile names take an m_ prefix). */
function view(route: string, onMobile: boolean): string {
  return onMobile ? route.replace('/matter/', '/matter/m_') : route;
}

export function isResubmit(item: Pick<LaunchedItem, 'status' | 'task_status'>): boolean {
  return item.status === 0 && item.task_status === 1;
}

export function launchedTarget(item: Pick<LaunchedItem, 'status' | 'task_status' | 'inst_id' | 'task_id'>, onMobile: boolean): ItemTarget {
  if (isResubmit(item)) return { route: view(REJECT_STEP, onMobile), query: { inst_id: item.inst_id, task_id: item.task_id } };
  return { route: view(EXAMINE, onMobile), query: { inst_id: item.inst_id, type: 'launch' } };
}

export function isReturned(item: Pick<TodoItem, 'flags'>): boolean {
  return item.flags.includes(5);
}

export function todoTarget(item: Pick<TodoItem, 'flags' | 'inst_id' | 'task_id'>, onMobile: boolean): ItemTarget {
  const route = isReturned(item) ? REJECT_STEP : EXAMINE;
  return { route: view(route, onMobile), query: { inst_id: item.inst_id, task_id: item.task_id, type: isReturned(item) ? 'reject' : 'todo' } };
}

export function notifiedTarget(item: Pick<NotifiedItem, 'inst_id' | 'task_id'>, onMobile: boolean): ItemTarget {
  return { route: view(EXAMINE, onMobile), query: { inst_id: item.inst_id, task_id: item.task_id, type: 'read' } };
}
