/**
 * Applications and their approval, as other areas reach them: an application as a participant sees it, the services
 * applications or tasks belong to (acting under a grant), and the applications waiting on approvers (supervision). The use cases live beside this file, one each: start, act,
 * batch, route preview, lists and detail.
 */
import type { DbOrTx } from '../../db/database';
import * as q from './matters.queries';
import * as oversight from './oversight.queries';
import * as running from './running.queries';

export { matterDetail } from './detail.service';

/** The services of the applications (or of the tasks' applications) `ids` name; ids naming nothing add none. */
export async function servicesOf(db: DbOrTx, kind: 'instance' | 'task', ids: readonly string[]): Promise<number[]> {
  const rows = ids.filter((id) => /^[1-9][0-9]{0,17}$/.test(id));
  return rows.length ? [...new Set(await q.appsOf(db, kind, rows))] : [];
}

/** A page of the applications in progress, longest waiting first, with the pending approval tasks they wait on. */
export async function waitingApplications(db: DbOrTx, filter: { keyword?: string; appIds?: readonly number[] }, page: { offset: number; limit: number }) {
  const { rows, total } = await oversight.overseenPage(db, filter, page);
  const holders = await oversight.pendingHolders(db, rows.map((r) => String(r.id)));
  return { rows, total, holders };
}

/** The data center's figures of applications (made or decided in a range, grouped and measured). */
export { applicationFigures, type Figure, type FigureFilter, type FigureGroup, type FigureMeasure } from './figures.service';

/** Efficiency supervision's monitoring: applications in progress, their open tasks, and by node. */
export async function runningApplications(db: DbOrTx, filter: running.RunningFilter, page: { offset: number; limit: number }) {
  const { rows, total } = await running.runningPage(db, filter, page);
  const tasks = await running.openTasksOf(db, rows.map((r) => String(r.id)));
  return { rows, total, tasks };
}
export type { RunningFilter } from './running.queries';
export const runningByNode = running.runningByNode;
export const runningVersions = running.runningVersions;
export { recountWaiting } from './matters.queries';
/** Star ratings given in a period, by service (supervision's satisfaction). */
export { ratingsBetween } from './ratings.queries';

/** Applications with their times and approval tasks' times, for supervision's figures. */
export async function applicationsTimed(db: DbOrTx, range: { afterId?: string; ids?: readonly string[] }, limit: number) {
  const rows = await running.applicationTimes(db, range, limit);
  const tasks = await running.approvalTimes(db, rows.filter((r) => r.status !== 0).map((r) => String(r.id)));
  return { rows, tasks };
}

export { reassignTask, superviseApplication, type Intervention } from './supervise.service';
