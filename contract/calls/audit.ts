/** The audit trail of sign-ins and account changes, for administrators (README "Audit log"). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { OneOf, PageOf, Paging, Payload } from '../schemas';

/** What the trail records. */
export const AUDIT_EVENTS = [
  'sign_in', 'sign_out', 'password_change', 'phone_change', 'email_change', 'totp_enrol', 'identity_switch', 'grant_use',
  'account_register', 'password_reset',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

export const AuditEvent = Type.Object({
  id: Type.String(),
  at: Type.String({ description: 'YYYY-MM-DD HH:mm:ss, campus time' }),
  event: OneOf(AUDIT_EVENTS),
  outcome: OneOf(['success', 'failure'] as const),
  uid: Type.String({ description: 'the account acted on; empty for a sign-in under an unknown name' }),
  user_name: Type.String(),
  actor_uid: Type.String({ description: 'who acted, when acting for the account; else empty' }),
  account: Type.String({ description: 'the sign-in name given' }),
  method: Type.String({ description: 'how: password, cas, totp …' }),
  reason: Type.String({ description: 'why it failed, as a domain error code; else empty' }),
  ip: Type.String(),
  user_agent: Type.String(),
});
export type AuditEvent = Static<typeof AuditEvent>;

/** A campus day, YYYY-MM-DD; a range's ends are both included. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, campus time' });
const DateRange = { from: Type.Optional(Day), to: Type.Optional(Day) };

const EventFilters = {
  uid: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  event: Type.Optional(OneOf(AUDIT_EVENTS)),
  outcome: Type.Optional(OneOf(['success', 'failure'] as const)),
  ...DateRange,
};

/** A name of an area, a kind of record or an action, as recordChange writes them. */
const Word = (pattern: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern }));

const ChangeFilters = {
  area: Word('^[a-z-]+$'),
  entity: Word('^[a-z_]+$'),
  entity_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  action: Word('^[a-z_]+$'),
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "the actor's account (uid)" })),
  ...DateRange,
};

/** A record as the trail keeps it (JSON), secrets left out. */
const Snapshot = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/** One back-office change: who changed which record, how, and the record before and after. */
export const AuditChange = Type.Object({
  id: Type.String(),
  at: Type.String({ description: 'YYYY-MM-DD HH:mm:ss, campus time' }),
  actor_uid: Type.String(),
  actor_name: Type.String(),
  area: Type.String(),
  entity: Type.String(),
  entity_id: Type.String(),
  action: Type.String(),
  summary: Type.String(),
  before: Snapshot,
  after: Snapshot,
});
export type AuditChange = Static<typeof AuditChange>;

/** The most rows one export holds; the file says so when the filters matched more. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

export const auditCalls = defineCalls('audit', {
  getAuditLog: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:audit',
    summary: 'The audit trail, newest first, filtered by account, event and outcome. Nothing in it can be changed or deleted.',
    payload: Payload({ ...Paging, ...EventFilters }),
    result: PageOf(AuditEvent),
  },
  exportAuditLog: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:audit',
    summary: `The audit trail with getAuditLog's filters as an .xlsx file, newest first, streamed as it is written (not enveloped on success); at most ${AUDIT_EXPORT_MAX_ROWS} rows, and the file says when more matched. The header x-total-rows gives the rows it holds.`,
    payload: Payload({ ...EventFilters }),
    result: Type.Null(),
  },
  getChangeLog: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:audit',
    summary: "The back office's changes, newest first, each with the record before and after; filtered by area, kind of record, record, action, actor and days.",
    payload: Payload({ ...Paging, ...ChangeFilters }),
    result: PageOf(AuditChange),
  },
  getChangeFilterChoices: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:audit',
    summary: 'The areas, kinds of record and actions the change trail holds, for its filters.',
    payload: Payload({}),
    result: Type.Object({ areas: Type.Array(Type.String()), entities: Type.Array(Type.String()), actions: Type.Array(Type.String()) }),
  },
  exportChangeLog: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:audit',
    summary: `The change trail with getChangeLog's filters as an .xlsx file (before and after as JSON, the changed fields named), streamed as it is written (not enveloped on success); at most ${AUDIT_EXPORT_MAX_ROWS} rows, and the file says when more matched. The header x-total-rows gives the rows it holds.`,
    payload: Payload({ ...ChangeFilters }),
    result: Type.Null(),
  },
});
