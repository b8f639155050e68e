/**
 * Out-of-office agents: while someone is away, their approval tasks go to the agent they named, marked as held on
 * their behalf, and come back when they return. One period at a time per person, enforced here.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE process_tasks ADD COLUMN on_behalf_of text REFERENCES users(uid);
    CREATE INDEX process_tasks_on_behalf_idx ON process_tasks (on_behalf_of) WHERE on_behalf_of IS NOT NULL;

    CREATE TABLE out_of_office (
      id            bigserial PRIMARY KEY,
      uid           text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      agent_uid     text NOT NULL REFERENCES users(uid),
      starts_at     timestamptz NOT NULL,
      ends_at       timestamptz NOT NULL,
      reason        text NOT NULL DEFAULT '',
      created_at    timestamptz NOT NULL DEFAULT now(),
      cancelled_at  timestamptz,
      CHECK (ends_at > starts_at),
      CHECK (agent_uid <> uid),
      EXCLUDE USING gist (uid WITH =, tstzrange(starts_at, ends_at) WITH &&) WHERE (cancelled_at IS NULL)
    );
    CREATE INDEX out_of_office_agent_idx ON out_of_office (agent_uid);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS out_of_office;
    DROP INDEX IF EXISTS process_tasks_on_behalf_idx;
    ALTER TABLE process_tasks DROP COLUMN on_behalf_of;
  `.execute(db);
}
