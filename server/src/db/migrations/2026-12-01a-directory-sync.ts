/**
 * Organisation sync: the university's directory feeds people, departments and posts (spec §1, issue 33).
 * - directory_connectors: each source, a SCIM client that pushes (its bearer token kept as a SHA-256 hash) or an LDAP
 *   directory pulled on a schedule (settings: url, bind DN, base DNs, filter, attribute mapping; its bind password
 *   in `secret`, never answered), the person who takes the tasks of someone leaving a department without a head,
 *   and the LDAP pull's high-water mark (the greatest modifyTimestamp seen).
 * - directory_runs: every pull, and every SCIM request that changed something or failed: changes applied, errors.
 * - directory_links: which local record (a person's uid, a department's id, a post code) a source's resource is, by
 *   the source's id for it (SCIM externalId, LDAP entryUUID or DN), with its version for SCIM ETags.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE directory_connectors (
      id            serial PRIMARY KEY,
      kind          text NOT NULL CHECK (kind IN ('scim', 'ldap')),
      name          text NOT NULL CHECK (name <> ''),
      token_hash    text UNIQUE,
      settings      jsonb NOT NULL DEFAULT '{}',
      secret        text,
      fallback_uid  text REFERENCES users(uid) ON DELETE SET NULL,
      high_water    text,
      enabled       boolean NOT NULL DEFAULT true,
      version       integer NOT NULL DEFAULT 1,
      updated_by    text,
      updated_at    timestamptz NOT NULL DEFAULT now(),
      created_at    timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'scim') = (token_hash IS NOT NULL))
    )`.execute(db);
  await sql`
    CREATE TABLE directory_runs (
      id            bigserial PRIMARY KEY,
      connector_id  integer NOT NULL REFERENCES directory_connectors(id) ON DELETE CASCADE,
      started_at    timestamptz NOT NULL,
      finished_at   timestamptz,
      changes       integer NOT NULL DEFAULT 0,
      errors        integer NOT NULL DEFAULT 0,
      error         text NOT NULL DEFAULT ''
    )`.execute(db);
  await sql`CREATE INDEX directory_runs_connector_idx ON directory_runs (connector_id, started_at DESC)`.execute(db);
  await sql`
    CREATE TABLE directory_links (
      id            bigserial PRIMARY KEY,
      connector_id  integer NOT NULL REFERENCES directory_connectors(id) ON DELETE CASCADE,
      kind          text NOT NULL CHECK (kind IN ('user', 'department', 'post')),
      local_id      text NOT NULL,
      external_id   text,
      attributes    jsonb NOT NULL DEFAULT '{}',
      version       integer NOT NULL DEFAULT 1,
      modified_at   timestamptz NOT NULL DEFAULT now(),
      created_at    timestamptz NOT NULL DEFAULT now(),
      UNIQUE (connector_id, kind, local_id),
      UNIQUE (connector_id, kind, external_id)
    )`.execute(db);
  await sql`CREATE INDEX directory_links_modified_idx ON directory_links (connector_id, kind, modified_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE directory_links, directory_runs, directory_connectors`.execute(db);
}
