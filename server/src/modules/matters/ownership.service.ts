/**
 * The matters area's answers to the ownership guard (server/src/http/ownership.ts): an application belongs to its
 * applicant and to everyone who holds or held a task on it (the getMatterDetail rule, `takesPart`); a task to the
 * person holding it, or on whose behalf an agent holds it. Ids that cannot be row ids are nobody's, and never reach
 * the database.
 */
import type { DbOrTx } from '../../db/database';
import type { OwnershipResolver } from '../area-module';
import * as q from './ownership.queries';

const isRowId = (id: string) => /^[1-9][0-9]{0,17}$/.test(id);

/** A resolver asking `mine` which of the (row) ids are the user's: every given id must be. */
const allOf =
  (mine: (db: DbOrTx, ids: readonly string[], uid: string) => Promise<string[]>): OwnershipResolver =>
  async (db, user, ids) => {
    if (ids.length === 0) return true;
    if (!ids.every(isRowId)) return false;
    const wanted = new Set(ids);
    return new Set((await mine(db, [...wanted], user.uid)).filter((id) => wanted.has(id))).size === wanted.size;
  };

export const mayTouchInstances: OwnershipResolver = allOf(q.participantInstanceIds);
export const mayTouchTasks: OwnershipResolver = allOf(q.heldTaskIds);

/** Of `ids` (any text), the applications the user takes part in: for other areas' ownership answers. */
export async function instancesTakenPartIn(db: DbOrTx, ids: readonly string[], uid: string): Promise<string[]> {
  const rows = ids.filter(isRowId);
  return rows.length ? q.participantInstanceIds(db, rows, uid) : [];
}

/** The approval or resubmission tasks a person has to do on some applications, or on any application of a service. */
export async function openTasksHeld(db: DbOrTx, uid: string, on: { instanceIds: readonly string[] } | { appId: number }) {
  if ('instanceIds' in on && !on.instanceIds.some(isRowId)) return [];
  const rows = await q.openTasksHeld(db, uid, 'instanceIds' in on ? { instanceIds: on.instanceIds.filter(isRowId) } : on);
  return rows.map((r) => ({ task_id: String(r.id), inst_id: String(r.instance_id), node_id: r.node_id, node_name: r.node_name, kind: r.kind, created_at: r.created_at }));
}
