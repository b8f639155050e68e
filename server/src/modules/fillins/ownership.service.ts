/**
 * The fill-ins area's answers to the ownership guard (server/src/http/ownership.ts): a submission is its submitter's,
 * and readable by holders of tb-report whose data scope holds the department it was made in (the statistics'
 * drill-down); and to the acting guard: a submission belongs to its mission's service. Ids that cannot be row ids
 * are nobody's, and never reach the database.
 */
import type { OwnershipResolver, ServicesResolver } from '../area-module';
import * as q from './fillins.queries';
import { reportScope } from './scope';

const isRowId = (id: string) => /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647;

export const mayTouchSubmissions: OwnershipResolver = async (db, user, ids) => {
  if (ids.length === 0) return true;
  if (!ids.every(isRowId)) return false;
  const wanted = [...new Set(ids.map(Number))];
  const rows = await q.submissionOwners(db, wanted);
  if (rows.length !== wanted.length) return false;
  const others = rows.filter((r) => r.uid !== user.uid);
  if (others.length === 0) return true;
  const reach = await reportScope(db, user.uid);
  return reach === 'all' || others.every((r) => reach.includes(r.department_id));
};

export const servicesOfSubmissions: ServicesResolver = async (db, ids) => {
  const rows = ids.every(isRowId) ? await q.submissionOwners(db, ids.map(Number)) : [];
  return rows.map((r) => [r.app_id]);
};
