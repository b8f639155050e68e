/**
 * The demo campus's star ratings: most applicants of an ended application of a service that takes ratings rate it,
 * through the real use case (so each service's star is the average of its ratings), some hours after it ended.
 * Its own random sequence, so the parts after it draw what they drew before.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import { rateMatter } from '../src/modules/matters/rating.service';
import * as org from '../src/modules/org/org.service';
import { createRandom } from './campus/random';

/** Stars as applicants give them: mostly satisfied, a few not. */
const STARS = [5, 5, 5, 5, 4, 4, 4, 3, 2];
const COMMENTS = ['', '', '', '办理很快，谢谢老师', '流程清楚，线上提交很方便', '审核稍慢，希望能提醒一下进度', '材料要求写得很明白', '比以前跑办公室方便多了'];
/** The share of applicants who rate. */
const RATED_SHARE = 0.7;

export async function seedRatings(tx: Transaction<Database>): Promise<void> {
  const random = createRandom(20261203);
  const ended = await tx
    .selectFrom('process_instances as i')
    .innerJoin('apps as a', 'a.id', 'i.app_id')
    .select(['i.id', 'i.creator_uid', 'i.finished_at'])
    .where('a.star_enable', '=', true)
    .where('i.status', 'in', [1, 2])
    .orderBy('i.id')
    .execute();
  const now = Date.now();
  for (const row of ended) {
    if (random.next() >= RATED_SHARE) continue;
    const user = await org.activeUser(tx, row.creator_uid);
    if (!user) continue;
    await rateMatter(tx, user, { instId: row.id, stars: random.pick(STARS), comment: random.pick(COMMENTS) });
    const ratedAt = Math.min(now, (row.finished_at?.getTime() ?? now) + random.int(1, 72) * 3_600_000);
    await tx.updateTable('application_ratings').set({ rated_at: new Date(ratedAt) }).where('instance_id', '=', row.id).execute();
  }
}
