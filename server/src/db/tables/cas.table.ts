import type { Generated } from 'kysely';

/** The CAS service ticket that opened a session; both sha256, hex. */
export interface CasSessionsTable {
  ticket_hash: string;
  token_hash: string;
  created_at: Generated<Date>;
}
