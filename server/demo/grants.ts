/** The demo dean lets his secretary act for him, for every service, from a week ago to half a year ahead. */
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import { campusDate } from '../src/domain/campus-time';
import { demoAccounts } from './campus/accounts';
import { insertGrant } from '../src/modules/grants/grants.queries';

const DAY_MS = 86_400_000;

export async function seedGrants(tx: Transaction<Database>): Promise<void> {
  const now = Date.now();
  await insertGrant(tx, {
    grantor_uid: demoAccounts.dean.account,
    grantee_uid: demoAccounts.secretary.account,
    start_date: campusDate(new Date(now - 7 * DAY_MS)),
    end_date: campusDate(new Date(now + 180 * DAY_MS)),
    app_ids: [],
  });
}
