/**
 * Sign-in security: the idiom picture challenge after repeated failed sign-ins, and the TOTP second factor.
 *
 * `login_failures` holds one row per failed password sign-in under a key (`acct:<uid>`, `name:<name>`,
 * `addr:<address>`), counted over a recent window to decide whether a challenge is asked. `login_challenges` holds
 * each challenge by a hash of its key, with a hash of its answer salted by the key; it is answered once, by deleting
 * it. The database is shared by every server process, with or without Redis.
 *
 * `totp_secrets` holds a user's authenticator secret: pending until `enabled_at`; `last_step` is the newest 30-second
 * step whose code was accepted, so no code is accepted twice. `totp_recovery_codes` holds hashes of single-use
 * recovery codes. `session_factors` records when a database session last gave its second factor (Redis sessions
 * keep it in the session itself). Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE login_failures (
      key  text NOT NULL,
      at   timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_failures_key_at ON login_failures (key, at);
    CREATE INDEX login_failures_at ON login_failures (at);

    CREATE TABLE login_challenges (
      key_hash     text PRIMARY KEY,
      answer_hash  text NOT NULL,
      expires_at   timestamptz NOT NULL
    );
    CREATE INDEX login_challenges_expires ON login_challenges (expires_at);

    CREATE TABLE totp_secrets (
      uid         text PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
      secret      text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now(),
      enabled_at  timestamptz,
      last_step   bigint NOT NULL DEFAULT 0
    );

    CREATE TABLE totp_recovery_codes (
      uid        text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      code_hash  text NOT NULL,
      used_at    timestamptz,
      PRIMARY KEY (uid, code_hash)
    );

    CREATE TABLE session_factors (
      token_hash   text PRIMARY KEY REFERENCES sessions(token_hash) ON DELETE CASCADE,
      verified_at  timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS session_factors;
    DROP TABLE IF EXISTS totp_recovery_codes;
    DROP TABLE IF EXISTS totp_secrets;
    DROP TABLE IF EXISTS login_challenges;
    DROP TABLE IF EXISTS login_failures;
  `.execute(db);
}
