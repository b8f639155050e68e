/**
 * Star ratings (spec §2 service cards: star, star_enable): the applicant of an application that has ended, other than
 * by withdrawing it, rates how it was handled, on a service that takes ratings. The service's star is then the
 * average of its ratings, written in the same transaction.
 */
import type { MatterDetail } from '../../../../contract/calls/matters';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { DomainError } from '../../domain/errors';
import * as apps from '../apps/apps.service';
import type { SessionUser } from '../org/org.service';
import { rowId } from './matter-flow';
import * as q from './matters.queries';
import * as ratings from './ratings.queries';

/** Launched-instance statuses (spec §4): 1 terminated and 2 handled successfully are rated; 0 and 4 (withdrawn) are not. */
const RATED_STATUSES: readonly number[] = [1, 2];

interface Rated {
  creator_uid: string;
  status: number;
  app_id: number;
}

function rateable(row: Rated, user: SessionUser, starEnabled: boolean): boolean {
  return row.creator_uid === user.uid && RATED_STATUSES.includes(row.status) && starEnabled;
}

/** What the application's page says of its rating. */
export async function ratingView(db: DbOrTx, user: SessionUser, row: Rated & { id: string }): Promise<MatterDetail['rating']> {
  if (row.creator_uid !== user.uid) return { can_rate: 0, stars: 0, comment: '' };
  const [given, enabled] = await Promise.all([ratings.ratingOf(db, row.id), RATED_STATUSES.includes(row.status) ? apps.takesRatings(db, row.app_id) : false]);
  return { can_rate: rateable(row, user, enabled) ? 1 : 0, stars: given?.stars ?? 0, comment: given?.comment ?? '' };
}

export async function rateMatter(db: DbOrTx, user: SessionUser, input: { instId: string; stars: number; comment: string }) {
  return inTransaction(db, async (tx) => {
    const row = await q.participantInstance(tx, rowId(input.instId), user.uid);
    if (!row) throw new DomainError('matters.notFound');
    if (row.creator_uid !== user.uid) throw new DomainError('matters.notInitiator');
    if (!RATED_STATUSES.includes(row.status)) throw new DomainError('matters.notRateable');
    if (!(await apps.takesRatings(tx, row.app_id))) throw new DomainError('matters.ratingsOff');
    await ratings.saveRating(tx, { instance_id: row.id, app_id: row.app_id, uid: user.uid, stars: input.stars, comment: input.comment });
    const average = await ratings.averageStars(tx, row.app_id);
    await apps.setStar(tx, row.app_id, average);
    return { stars: input.stars, app_star: average };
  });
}
