import type { Generated } from 'kysely';

/** Periods away: who is away, when, and the agent who holds their tasks meanwhile. */
export interface OutOfOfficeTable {
  id: Generated<string>;
  uid: string;
  agent_uid: string;
  starts_at: Date;
  ends_at: Date;
  reason: Generated<string>;
  created_at: Generated<Date>;
  cancelled_at: Date | null;
}
