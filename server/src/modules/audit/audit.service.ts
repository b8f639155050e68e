/**
 * The audit trail: every sign-in (success and failure), sign-out, password, phone or email change, TOTP enrolment,
 * identity switch and use of a grant, with its time, account, address, user agent and outcome. Recording is part of
 * the change it records where one is made (the caller passes its transaction), so a change never lands unrecorded.
 */
import type { AuditEvent, AuditEventName } from '../../../../contract/calls/audit';
import type { DbOrTx } from '../../db/database';
import { campusDateTime } from '../../domain/campus-time';
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

export async function events(db: DbOrTx, filter: q.EventFilter, page: { p: number; pageSize: number }) {
  const [rows, total] = await Promise.all([q.eventsPage(db, filter, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize }), q.eventsCount(db, filter)]);
  const names = await org.peopleNames(db, rows.map((r) => r.uid));
  const list: AuditEvent[] = rows.map((r) => ({
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
  return { list, total, p: page.p, page_size: page.pageSize };
}
