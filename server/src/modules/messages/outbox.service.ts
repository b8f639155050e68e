/**
 * Each message row is the outbox record of the event that caused it (written with the change, sendMessages):
 * the delivery area plans its channels from here and reads back what it sends.
 */
import type { DbOrTx } from '../../db/database';
import * as q from './outbox.queries';

export type { OutboxMessage } from './outbox.queries';

export const claimUnplannedMessages = (tx: DbOrTx, now: Date, batch: number) => q.claimUnplanned(tx, now, batch);

export const outboxMessages = (db: DbOrTx, ids: string[]) => q.messagesByIds(db, ids);

export const messagesBetween = (db: DbOrTx, uid: string, span: { since: Date; until: Date }, limit: number) => q.messagesBetween(db, uid, span.since, span.until, limit);
