/**
 * Verifiable receipts of applications. `receipt_keys` holds the server's Ed25519 signing key when none is configured
 * (RECEIPT_SIGNING_KEY): one row, made once. `receipts` keeps each receipt issued: its short code, the application,
 * the signed content and its signature; `fingerprint` names the content without its code (and the key that signed
 * it), so printing an unchanged record again finds its receipt instead of issuing another. Frozen in time: later
 * changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE receipt_keys (
      id           smallint PRIMARY KEY CHECK (id = 1),
      private_key  text NOT NULL,
      created_at   timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE receipts (
      code         text PRIMARY KEY CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{12}$'),
      instance_id  bigint NOT NULL REFERENCES process_instances(id) ON DELETE CASCADE,
      fingerprint  text NOT NULL,
      content      jsonb NOT NULL,
      signature    text NOT NULL,
      issued_at    timestamptz NOT NULL DEFAULT now(),
      UNIQUE (instance_id, fingerprint)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS receipts`.execute(db);
  await sql`DROP TABLE IF EXISTS receipt_keys`.execute(db);
}
