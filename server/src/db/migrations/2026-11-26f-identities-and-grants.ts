/**
 * Identities, grants and acting for others (README "Identities and grants").
 *
 * A person may hold several accounts (identities: staff and doctoral student, say): `users.person_id` names the
 * person, the same for each of their accounts; an account without one is a person of its own. `current_identities`
 * keeps, per person, the one account in use, so there is exactly one current identity by construction.
 * `grants` lets one account act for another from `start_date` to `end_date` (campus dates, inclusive), for every
 * service or only for `app_ids`; revoking sets `revoked_at`, so the user centre still lists it.
 * A session acting for a granting account keeps the real person in `sessions.actor_uid`; a step taken that way
 * keeps them in `process_steps.agent_uid`. Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN person_id text;
    CREATE INDEX users_person_idx ON users (person_id) WHERE person_id IS NOT NULL;
    CREATE TABLE current_identities (
      person_id  text PRIMARY KEY,
      uid        text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      changed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE grants (
      id          bigserial PRIMARY KEY,
      grantor_uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      grantee_uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      start_date  date NOT NULL,
      end_date    date NOT NULL,
      app_ids     integer[] NOT NULL DEFAULT '{}',
      created_at  timestamptz NOT NULL DEFAULT now(),
      revoked_at  timestamptz,
      CHECK (grantor_uid <> grantee_uid),
      CHECK (end_date >= start_date)
    );
    CREATE INDEX grants_grantee_idx ON grants (grantee_uid, end_date) WHERE revoked_at IS NULL;
    CREATE INDEX grants_grantor_idx ON grants (grantor_uid, created_at DESC);
    ALTER TABLE sessions ADD COLUMN actor_uid text REFERENCES users(uid) ON DELETE CASCADE;
    ALTER TABLE process_steps ADD COLUMN agent_uid text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE process_steps DROP COLUMN IF EXISTS agent_uid;
    ALTER TABLE sessions DROP COLUMN IF EXISTS actor_uid;
    DROP TABLE IF EXISTS grants, current_identities;
    DROP INDEX IF EXISTS users_person_idx;
    ALTER TABLE users DROP COLUMN IF EXISTS person_id;
  `.execute(db);
}
