/**
 * The audit trail: every sign-in (success and failure), sign-out, password, phone or email change, TOTP enrolment,
 * identity switch and use of a grant, with its time, account, address, user agent and outcome. Recording is part of
 * the change it records where one is made (the caller passes its transaction), so a change never lands unrecorded.
 */
import type { AuditChange, AuditEvent, AuditEventName } from '../../../../contract/calls/audit';
import type { DbOrTx } from '../../db/database';
import { campusDateTime, campusDayStart } from '../../domain/campus-time';
import { DomainError } from '../../domain/errors';
import * as org from '../org/org.service';
import * as q from './audit.queries';

/** Where a request came from. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

export interface AuditEntry {
  event: AuditEventName;
  outcome: 'success' | 'failure';
  /** The account acted on; null when a sign-in names no account. */
  uid: string | null;
  /** The person acting, when they act for `uid`. */
  actorUid?: string | null;
  /** The sign-in name given. */
  account?: string;
  method?: string;
  /** A domain error code, for failures. */
  reason?: string;
  detail?: Record<string, unknown>;
}

/** A change made in the back office, recorded in the transaction that makes it. */
export interface ChangeEntry {
  /** Who made it (the real person, when acting for someone). */
  actorUid: string;
  /** The area whose record changed (site, notices, apps, org …). */
  area: string;
  /** What kind of record (banner, notice, service, permit_grant …). */
  entity: string;
  entityId: string | number;
  /** create, update, delete, publish, unpublish, reorder, rotate_secret … */
  action: string;
  /** A line a reader of the trail recognises the record by (its title or name). */
  summary?: string;
  /** The record as it was, and as it is now; null for a create's before and a delete's after. Secrets left out. */
  before: object | null;
  after: object | null;
}

/** Writes one back-office change into the trail; pass the change's transaction, so a change never lands unrecorded. */
export async function recordChange(db: DbOrTx, entry: ChangeEntry): Promise<void> {
  await q.insertChange(db, {
    actor_uid: entry.actorUid,
    area: entry.area,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    action: entry.action,
    summary: (entry.summary ?? '').slice(0, 200),
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
  });
}

/** The longest user agent kept: enough to tell browsers apart, not a place to store a payload. */
const USER_AGENT_MAX = 300;

export async function record(db: DbOrTx, origin: RequestOrigin, entry: AuditEntry): Promise<void> {
  await q.insertEvent(db, {
    event: entry.event,
    outcome: entry.outcome,
    uid: entry.uid,
    actor_uid: entry.actorUid ?? null,
    account: (entry.account ?? '').slice(0, 64),
    method: entry.method ?? '',
    reason: entry.reason ?? '',
    ip: origin.ip,
    user_agent: origin.userAgent.slice(0, USER_AGENT_MAX),
    detail: JSON.stringify(entry.detail ?? {}),
  });
}

/** Days as a filter gives them (YYYY-MM-DD, campus time, both ends included). */
export interface DayRange {
  from?: string;
  to?: string;
}

function dayStart(day: string): Date {
  const start = campusDayStart(day);
  if (!start) throw new DomainError('audit.badDay', { day });
  return start;
}

/** A filter's days as instants: from the start of `from` up to the end of `to`. */
export function period(days: DayRange): q.Period {
  const since = days.from ? dayStart(days.from) : undefined;
  const before = days.to ? new Date(dayStart(days.to).getTime() + 86_400_000) : undefined;
  if (since && before && since >= before) throw new DomainError('audit.backwardRange');
  return { since, before };
}

export type EventFilter = Omit<q.EventFilter, keyof q.Period> & DayRange;
export type ChangeFilter = Omit<q.ChangeFilter, keyof q.Period> & DayRange;

const eventQuery = ({ from, to, ...rest }: EventFilter): q.EventFilter => ({ ...rest, ...period({ from, to }) });
const changeQuery = ({ from, to, ...rest }: ChangeFilter): q.ChangeFilter => ({ ...rest, ...period({ from, to }) });

export type EventRow = Awaited<ReturnType<typeof q.eventsPage>>[number];
export type ChangeRow = Awaited<ReturnType<typeof q.changesPage>>[number];

/** Rows of the sign-in trail as the calls answer them, with the names of the accounts. */
export async function describeEvents(db: DbOrTx, rows: EventRow[]): Promise<AuditEvent[]> {
  const names = await org.peopleNames(db, rows.map((r) => r.uid));
  return rows.map((r) => ({
    id: r.id,
    at: campusDateTime(r.at),
    event: r.event as AuditEventName,
    outcome: r.outcome,
    uid: r.uid ?? '',
    user_name: (r.uid && names.get(r.uid)) || '',
    actor_uid: r.actor_uid ?? '',
    account: r.account,
    method: r.method,
    reason: r.reason,
    ip: r.ip,
    user_agent: r.user_agent,
  }));
}

/** Rows of the change trail as the calls answer them, with the names of who made them. */
export async function describeChanges(db: DbOrTx, rows: ChangeRow[]): Promise<AuditChange[]> {
  const names = await org.peopleNames(db, rows.map((r) => r.actor_uid));
  return rows.map((r) => ({
    id: r.id,
    at: campusDateTime(r.at),
    actor_uid: r.actor_uid,
    actor_name: names.get(r.actor_uid) ?? '',
    area: r.area,
    entity: r.entity,
    entity_id: r.entity_id,
    action: r.action,
    summary: r.summary,
    before: r.before,
    after: r.after,
  }));
}

export async function events(db: DbOrTx, filter: EventFilter, page: { p: number; pageSize: number }) {
  const where = eventQuery(filter);
  const [rows, total] = await Promise.all([q.eventsPage(db, where, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize }), q.eventsCount(db, where)]);
  return { list: await describeEvents(db, rows), total, p: page.p, page_size: page.pageSize };
}

export async function changes(db: DbOrTx, filter: ChangeFilter, page: { p: number; pageSize: number }) {
  const where = changeQuery(filter);
  const [rows, total] = await Promise.all([q.changesPage(db, where, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize }), q.changesCount(db, where)]);
  return { list: await describeChanges(db, rows), total, p: page.p, page_size: page.pageSize };
}

/** What the change trail's filters may choose from: the areas, kinds of record and actions it holds. */
export async function changeChoices(db: DbOrTx) {
  const [areas, entities, actions] = await Promise.all([q.changeValues(db, 'area'), q.changeValues(db, 'entity'), q.changeValues(db, 'action')]);
  return { areas, entities, actions };
}

/** A trail read in batches for an export: how many rows match, and the batches in order (newest first). */
export interface TrailReader<Row> {
  total: number;
  batches(size: number): AsyncGenerator<Row[]>;
}

async function* inBatches<R extends { id: string }, T>(read: (after: string | null) => Promise<R[]>, describe: (rows: R[]) => Promise<T[]>): AsyncGenerator<T[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    yield describe(rows);
    after = rows[rows.length - 1].id;
  }
}

export async function eventReader(db: DbOrTx, filter: EventFilter): Promise<TrailReader<AuditEvent>> {
  const where = eventQuery(filter);
  return {
    total: await q.eventsCount(db, where),
    batches: (size) => inBatches((after) => q.eventsBatch(db, where, after, size), (rows) => describeEvents(db, rows)),
  };
}

export async function changeReader(db: DbOrTx, filter: ChangeFilter): Promise<TrailReader<AuditChange>> {
  const where = changeQuery(filter);
  return {
    total: await q.changesCount(db, where),
    batches: (size) => inBatches((after) => q.changesBatch(db, where, after, size), (rows) => describeChanges(db, rows)),
  };
}
