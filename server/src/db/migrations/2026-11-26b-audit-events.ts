/**
 * The audit trail of sign-ins and account changes (README "Audit log"). Append-only: a trigger refuses every UPDATE,
 * DELETE and TRUNCATE, so no call of the server, nor a mistaken query, can rewrite what happened. `uid` is the account
 * acted on (null for a sign-in under an unknown name, kept in `account`); `actor_uid` the person who acted when it is
 * someone else (acting for another account). No foreign keys: the trail outlives the accounts it names. Frozen in
 * time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_events (
      id          bigserial PRIMARY KEY,
      at          timestamptz NOT NULL DEFAULT now(),
      event       text NOT NULL CHECK (event ~ '^[a-z_]{1,40}$'),
      outcome     text NOT NULL CHECK (outcome IN ('success', 'failure')),
      uid         text,
      actor_uid   text,
      account     text NOT NULL DEFAULT '',
      method      text NOT NULL DEFAULT '',
      reason      text NOT NULL DEFAULT '',
      ip          text NOT NULL DEFAULT '',
      user_agent  text NOT NULL DEFAULT '',
      detail      jsonb NOT NULL DEFAULT '{}'
    );
    CREATE INDEX audit_events_at ON audit_events (at DESC, id DESC);
    CREATE INDEX audit_events_uid ON audit_events (uid, at DESC);

    CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_events is append-only';
    END
    $$;
    CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
    CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
      FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS audit_events;
    DROP FUNCTION IF EXISTS audit_events_append_only();
  `.execute(db);
}
