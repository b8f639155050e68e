import type { ColumnType, Generated } from 'kysely';

/** One sign-in, sign-out or account change, as it happened; never updated or deleted. */
export interface AuditEventsTable {
  id: Generated<string>;
  at: Generated<Date>;
  event: string;
  outcome: 'success' | 'failure';
  uid: string | null;
  actor_uid: string | null;
  account: Generated<string>;
  method: Generated<string>;
  reason: Generated<string>;
  ip: Generated<string>;
  user_agent: Generated<string>;
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
}

/** One back-office change: who changed which record, how, and the record before and after; never updated or deleted. */
export interface AuditChangesTable {
  id: Generated<string>;
  at: Generated<Date>;
  actor_uid: string;
  area: string;
  entity: string;
  entity_id: string;
  action: string;
  summary: Generated<string>;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
}
