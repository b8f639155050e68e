/**
 * The durable job queue (server/src/jobs): the approval engine's timers, kept in the database so they survive a
 * restart. Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE jobs (
      id            bigserial PRIMARY KEY,
      kind          text NOT NULL,
      key           text,
      payload       jsonb NOT NULL DEFAULT 'null',
      state         text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'running', 'done', 'failed', 'cancelled')),
      run_at        timestamptz NOT NULL,
      attempts      integer NOT NULL DEFAULT 0,
      locked_until  timestamptz,
      last_error    text,
      created_at    timestamptz NOT NULL DEFAULT now(),
      finished_at   timestamptz
    );
    -- The runner's due-job query reads only pending jobs; finished ones drop out of the index.
    CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE state = 'pending';
    -- Lease recovery reads only claimed jobs.
    CREATE INDEX jobs_lease_idx ON jobs (locked_until) WHERE state = 'running';
    -- A key names at most one live job; once it has finished the key is free again.
    CREATE UNIQUE INDEX jobs_live_key_idx ON jobs (key) WHERE state IN ('pending', 'running');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS jobs`.execute(db);
}
