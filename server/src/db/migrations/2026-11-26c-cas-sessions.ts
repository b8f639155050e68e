/**
 * The CAS service ticket that opened each session, so a single-logout request from CAS (which names the ticket)
 * ends that session, and sign-out knows to continue to the CAS logout. Both sides are kept as SHA-256 hashes: the
 * table alone opens nothing. Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE cas_sessions (
      ticket_hash  text PRIMARY KEY,
      token_hash   text NOT NULL UNIQUE,
      created_at   timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX cas_sessions_created_idx ON cas_sessions (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS cas_sessions`.execute(db);
}
