/**
 * Message delivery: every message row is the outbox record of its event (written in the transaction of the change),
 * `planned_at` marks the ones the planner has turned into deliveries. A delivery is one message (or one digest) on
 * one channel, unique per message × channel and per user × digest slot × channel, so planning twice sends nothing
 * twice. Messages stored before delivery existed count as planned: nobody chose a channel for them. Frozen in
 * time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE messages ADD COLUMN planned_at timestamptz;
    UPDATE messages SET planned_at = created_at;
    CREATE INDEX messages_unplanned ON messages (id) WHERE planned_at IS NULL;
    CREATE INDEX messages_recipient_time ON messages (recipient_uid, created_at);

    CREATE TABLE message_settings (
      uid         text PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
      settings    jsonb NOT NULL,
      updated_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE messaging_app_bindings (
      uid       text PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
      openid    text NOT NULL UNIQUE,
      bound_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE message_deliveries (
      id               bigserial PRIMARY KEY,
      uid              text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      channel          text NOT NULL CHECK (channel IN ('wechat', 'mobile', 'email')),
      message_id       bigint REFERENCES messages(id) ON DELETE CASCADE,
      digest_slot      timestamptz,
      digest_since     timestamptz,
      status           text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'skipped')),
      reason           text NOT NULL DEFAULT '',
      attempts         integer NOT NULL DEFAULT 0,
      next_attempt_at  timestamptz NOT NULL,
      locked_until     timestamptz,
      sent_at          timestamptz,
      provider_id      text,
      created_at       timestamptz NOT NULL DEFAULT now(),
      CHECK ((message_id IS NULL) <> (digest_slot IS NULL))
    );
    CREATE UNIQUE INDEX message_deliveries_message ON message_deliveries (message_id, channel) WHERE message_id IS NOT NULL;
    CREATE UNIQUE INDEX message_deliveries_digest ON message_deliveries (uid, digest_slot, channel) WHERE digest_slot IS NOT NULL;
    CREATE INDEX message_deliveries_due ON message_deliveries (next_attempt_at) WHERE status = 'queued';
    CREATE INDEX message_deliveries_claimed ON message_deliveries (locked_until) WHERE status = 'sending';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS message_deliveries;
    DROP TABLE IF EXISTS messaging_app_bindings;
    DROP TABLE IF EXISTS message_settings;
    DROP INDEX IF EXISTS messages_recipient_time;
    DROP INDEX IF EXISTS messages_unplanned;
    ALTER TABLE messages DROP COLUMN IF EXISTS planned_at;
  `.execute(db);
}
