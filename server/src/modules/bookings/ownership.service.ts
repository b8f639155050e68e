/**
 * The bookings area's answers to the ownership guard (server/src/http/ownership.ts): a booking is its holder's alone;
 * and to the acting guard: a booking belongs to the catalogue service that opens its resource, so a grant limited to
 * other services does not reach it. Ids that cannot be row ids are nobody's, and never reach the database.
 */
import type { OwnershipResolver, ServicesResolver } from '../area-module';
import * as q from './bookings.queries';

const isRowId = (id: string) => /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647;

export const mayTouchBookings: OwnershipResolver = async (db, user, ids) => {
  if (ids.length === 0) return true;
  if (!ids.every(isRowId)) return false;
  const wanted = [...new Set(ids.map(Number))];
  return (await q.ownBookingIds(db, wanted, user.uid)).length === wanted.length;
};

/** The service of each booking's resource; a booking of a resource no service opens names none (adds nothing). */
export const servicesOfBookings: ServicesResolver = async (db, ids) => {
  const rows = ids.every(isRowId) ? await q.servicesOfBookings(db, ids.map(Number)) : [];
  return rows.flatMap((r) => (r.app_id === null ? [] : [[r.app_id]]));
};
