/** The audit trail's rows: inserted, read; never updated or deleted (the table refuses both). */
import type { Insertable } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { DbOrTx } from '../../db/database';
import type { AuditEventsTable } from './audit.table';

export async function insertEvent(db: DbOrTx, row: Insertable<AuditEventsTable>): Promise<void> {
  await db.insertInto('audit_events').values(row).execute();
}

export interface EventFilter {
  uid?: string;
  event?: string;
  outcome?: 'success' | 'failure';
}

function filtered(db: DbOrTx, filter: EventFilter) {
  let q = db.selectFrom('audit_events');
  if (filter.uid) q = q.where('uid', '=', filter.uid);
  if (filter.event) q = q.where('event', '=', filter.event);
  if (filter.outcome) q = q.where('outcome', '=', filter.outcome);
  return q;
}

export function eventsPage(db: DbOrTx, filter: EventFilter, page: { offset: number; limit: number }) {
  return filtered(db, filter).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export function eventsCount(db: DbOrTx, filter: EventFilter): Promise<number> {
  return countRows(filtered(db, filter));
}
