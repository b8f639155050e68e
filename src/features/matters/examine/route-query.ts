/**
 * What the examine page's address says (spec §2): the application (inst_id), the task (task_id), where the link came
 * from (type: todo, reject, launch, read; rules/item-target.ts) and whether it is a rejectStep address. rejectStep
 * shares the examine page files (module.ts aliases), so on H5 the address bar tells them apart; the mini-program
 * opens the page file itself, where type=reject (or a returned task, rules/examine.ts) does.
 */
import { routeOfPath } from '@/routes';
import type { ExamineView, ViewQuery } from '../rules/examine';

export interface ExamineQuery extends ViewQuery {
  instId: string | null;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function onRejectStepPath(): boolean {
  return process.env.TARO_ENV === 'h5' && routeOfPath(window.location.pathname).endsWith('rejectStep');
}

export function examineQuery(params: Partial<Record<string, string>>): ExamineQuery {
  const id = (raw: string | undefined) => (raw && ID.test(raw) ? raw : undefined);
  return { instId: id(params.inst_id) ?? null, taskId: id(params.task_id), type: params.type, rejectStep: onRejectStepPath() };
}

/** The title of a view once the application is in. */
export function viewTitleKey(view: ExamineView): string {
  if (view.kind === 'resubmit' || (view.kind === 'examine' && view.returned)) return 'rejectStepTitle';
  return view.kind === 'examine' ? 'examineTitle' : 'matterTitle';
}

/** The page's title before its data is in. */
export function examineTitleKey(query: ExamineQuery): string {
  if (query.rejectStep || query.type === 'reject') return 'rejectStepTitle';
  if (query.type === 'launch' || query.type === 'read') return 'matterTitle';
  return 'examineTitle';
}
