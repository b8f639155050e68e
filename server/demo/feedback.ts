/** The demo campus's feedback types (./campus/feedback.ts); no feedback is seeded, users send it. */
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import { seedTypes } from '../src/modules/feedback/feedback.service';
import { feedbackTypes } from './campus/feedback';

export async function seedFeedback(tx: Transaction<Database>): Promise<void> {
  await seedTypes(tx, feedbackTypes.map((t, sort) => ({ ...t, sort })));
}
