/** The out-of-office area's answer to the ownership guard (server/src/http/ownership.ts): a period away is its person's. */
import type { OwnershipResolver } from '../area-module';
import * as q from './out-of-office.queries';

/** Every one of `ids` (distinct) must be the user's own period away; ids that cannot be row ids never reach the database. */
export const mayTouchAbsences: OwnershipResolver = async (db, user, ids) => {
  if (ids.length === 0) return true;
  if (!ids.every((id) => /^[1-9][0-9]{0,17}$/.test(id))) return false;
  const own = new Set(await q.ownAbsenceIds(db, ids, user.uid));
  return ids.every((id) => own.has(id));
};
