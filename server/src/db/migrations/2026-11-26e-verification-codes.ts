/**
 * Off-campus accounts and verification codes (README "Off-campus accounts and verification codes").
 *
 * `verification_codes` holds each code sent: to whom (`target`: the mobile digits or the lower-cased email), what for
 * (`template`), for which user (`uid`, editcode only), and only a salted hash of the six digits. A code is used by one
 * conditional UPDATE of `used_at`; the newest code of a target and template is the only one that counts.
 * `code_send_windows` keeps when a target and template last got a code: the upsert that claims a send succeeds only
 * when the last one is old enough, so concurrent sends cannot both pass; `claim` names the send that holds it, so a
 * failed delivery gives back only its own claim. `password_confirmations` records when a session (by a hash of its
 * token) last confirmed its user's password (validate_pass), which a code for a new phone or email asks for.
 *
 * No two users may share a mobile number or an email in any case: the column constraints of `users` become unique
 * indexes on the mobile and on lower(email), each partial so that empty values (an import with no contact) never
 * collide. Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE verification_codes (
      id          bigserial PRIMARY KEY,
      channel     text NOT NULL CHECK (channel IN ('sms', 'email')),
      target      text NOT NULL,
      template    text NOT NULL CHECK (template IN ('editcode', 'register', 'reset')),
      uid         text REFERENCES users(uid) ON DELETE CASCADE,
      salt        text NOT NULL,
      code_hash   text NOT NULL,
      attempts    smallint NOT NULL DEFAULT 0,
      ip          text NOT NULL DEFAULT '',
      created_at  timestamptz NOT NULL DEFAULT now(),
      expires_at  timestamptz NOT NULL,
      used_at     timestamptz
    );
    CREATE INDEX verification_codes_newest ON verification_codes (target, template, id DESC);
    CREATE INDEX verification_codes_expires ON verification_codes (expires_at);

    CREATE TABLE code_send_windows (
      target        text NOT NULL,
      template      text NOT NULL,
      last_sent_at  timestamptz NOT NULL,
      claim         text NOT NULL,
      PRIMARY KEY (target, template)
    );
    CREATE INDEX code_send_windows_sent ON code_send_windows (last_sent_at);

    CREATE TABLE password_confirmations (
      token_hash    text PRIMARY KEY,
      uid           text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      confirmed_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_confirmations_at ON password_confirmations (confirmed_at);

    ALTER TABLE users DROP CONSTRAINT users_mobile_key;
    ALTER TABLE users DROP CONSTRAINT users_email_key;
    CREATE UNIQUE INDEX users_mobile_unique ON users (mobile) WHERE mobile <> '';
    CREATE UNIQUE INDEX users_email_unique ON users (lower(email)) WHERE email <> '';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS users_email_unique;
    DROP INDEX IF EXISTS users_mobile_unique;
    ALTER TABLE users ADD CONSTRAINT users_mobile_key UNIQUE (mobile);
    ALTER TABLE users ADD CONSTRAINT users_email_key UNIQUE (email);
    DROP TABLE IF EXISTS password_confirmations;
    DROP TABLE IF EXISTS code_send_windows;
    DROP TABLE IF EXISTS verification_codes;
  `.execute(db);
}
