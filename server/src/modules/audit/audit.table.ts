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
