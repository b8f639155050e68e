/** The audit trail's rows: inserted, read; never updated or deleted (the table refuses both). */
import type { Insertable } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { DbOrTx } from '../../db/database';
import type { AuditChangesTable, AuditEventsTable } from './audit.table';

export async function insertEvent(db: DbOrTx, row: Insertable<AuditEventsTable>): Promise<void> {
  await db.insertInto('audit_events').values(row).execute();
}

/** A range of instants, start included, end excluded (days already turned into instants). */
export interface Period {
  since?: Date;
  before?: Date;
}

export interface EventFilter extends Period {
  uid?: string;
  event?: string;
  outcome?: 'success' | 'failure';
}

function filtered(db: DbOrTx, filter: EventFilter) {
  let q = db.selectFrom('audit_events');
  if (filter.uid) q = q.where('uid', '=', filter.uid);
  if (filter.event) q = q.where('event', '=', filter.event);
  if (filter.outcome) q = q.where('outcome', '=', filter.outcome);
  if (filter.since) q = q.where('at', '>=', filter.since);
  if (filter.before) q = q.where('at', '<', filter.before);
  return q;
}

export function eventsPage(db: DbOrTx, filter: EventFilter, page: { offset: number; limit: number }) {
  return filtered(db, filter).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export function eventsCount(db: DbOrTx, filter: EventFilter): Promise<number> {
  return countRows(filtered(db, filter));
}

/**
 * The next batch of an export, newest first, after the row `after` (an id; the ids rise with the order rows were
 * written, so paging by id alone never skips or repeats a row, whatever the clock).
 */
export function eventsBatch(db: DbOrTx, filter: EventFilter, after: string | null, limit: number) {
  let q = filtered(db, filter).selectAll();
  if (after !== null) q = q.where('id', '<', after);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

export async function insertChange(db: DbOrTx, row: Insertable<AuditChangesTable>): Promise<void> {
  await db.insertInto('audit_changes').values(row).execute();
}

export interface ChangeFilter extends Period {
  area?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  actor?: string;
}

function changes(db: DbOrTx, filter: ChangeFilter) {
  let q = db.selectFrom('audit_changes');
  if (filter.area) q = q.where('area', '=', filter.area);
  if (filter.entity) q = q.where('entity', '=', filter.entity);
  if (filter.entityId) q = q.where('entity_id', '=', filter.entityId);
  if (filter.action) q = q.where('action', '=', filter.action);
  if (filter.actor) q = q.where('actor_uid', '=', filter.actor);
  if (filter.since) q = q.where('at', '>=', filter.since);
  if (filter.before) q = q.where('at', '<', filter.before);
  return q;
}

export function changesPage(db: DbOrTx, filter: ChangeFilter, page: { offset: number; limit: number }) {
  return changes(db, filter).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export function changesCount(db: DbOrTx, filter: ChangeFilter): Promise<number> {
  return countRows(changes(db, filter));
}

/** The next batch of an export of changes, as eventsBatch. */
export function changesBatch(db: DbOrTx, filter: ChangeFilter, after: string | null, limit: number) {
  let q = changes(db, filter).selectAll();
  if (after !== null) q = q.where('id', '<', after);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

/** The distinct values of one column of the change trail, sorted. */
export async function changeValues(db: DbOrTx, column: 'area' | 'entity' | 'action'): Promise<string[]> {
  return (await db.selectFrom('audit_changes').select(column).distinct().orderBy(column).execute()).map((r) => r[column]);
}
