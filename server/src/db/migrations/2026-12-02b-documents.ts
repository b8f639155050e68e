/**
 * Official documents (the documents area):
 * - document_offices: an office's numbering rule, the short name {org} stands for, and its issuer's mark (the red
 *   head of its documents, 示范大学教务处文件);
 * - document_counters: the last number an office issued in a year, taken and raised in the issuing transaction, so
 *   numbers never repeat and never skip (a rolled-back issue gives its number back);
 * - document_templates: what a draft starts from, an office's or every office's;
 * - documents: a dispatch, its review application and the people asked to review it, and once issued its year,
 *   sequence and number (unique per office and year: the database has the last word);
 * - document_versions: the title and body kept at each submission and at each reviewer's change;
 * - document_recipients, document_readers: each receiving department with who signed for it and when; each reader
 *   with how they came to it, when they read it and their opinion when it was circulated to them;
 * - document_trail: every step, with who and when;
 * - document_seals: the issued PDF, unchanged, with its signed seal;
 * - notices.audience: the departments an office notice is for (null: all staff), for notices published from a document;
 * - apps.listed: false for a service another area runs its reviews on (the document review service), which the hall,
 *   home and search never offer, though its applications open like any other's.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE document_offices (
      department_id  integer PRIMARY KEY REFERENCES departments(id) ON DELETE CASCADE,
      pattern        text NOT NULL,
      org            text NOT NULL,
      mark           text NOT NULL DEFAULT '',
      updated_by     text,
      updated_at     timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE document_counters (
      department_id  integer NOT NULL REFERENCES departments(id) ON DELETE CASCADE,
      year           integer NOT NULL,
      last           integer NOT NULL CHECK (last >= 1),
      PRIMARY KEY (department_id, year)
    )`.execute(db);
  await sql`
    CREATE TABLE document_templates (
      id             serial PRIMARY KEY,
      department_id  integer REFERENCES departments(id) ON DELETE CASCADE,
      name           text NOT NULL,
      title          text NOT NULL DEFAULT '',
      body           text NOT NULL DEFAULT '',
      urgency        text NOT NULL CHECK (urgency IN ('normal', 'urgent', 'very_urgent')),
      secrecy        text NOT NULL CHECK (secrecy IN ('public', 'internal', 'secret')),
      updated_by     text,
      updated_at     timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE documents (
      id             serial PRIMARY KEY,
      office_id      integer NOT NULL REFERENCES departments(id),
      title          text NOT NULL,
      urgency        text NOT NULL CHECK (urgency IN ('normal', 'urgent', 'very_urgent')),
      secrecy        text NOT NULL CHECK (secrecy IN ('public', 'internal', 'secret')),
      body           text NOT NULL,
      attachments    jsonb NOT NULL DEFAULT '[]',
      countersign    integer[] NOT NULL DEFAULT '{}',
      signer_uid     text NOT NULL REFERENCES users(uid),
      recipients     integer[] NOT NULL DEFAULT '{}',
      reviewers      text[] NOT NULL DEFAULT '{}',
      as_notice      boolean NOT NULL DEFAULT false,
      status         text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'reviewing', 'returned', 'issued', 'archived')),
      drafter_uid    text NOT NULL REFERENCES users(uid),
      inst_id        bigint REFERENCES process_instances(id) ON DELETE SET NULL,
      year           integer,
      seq            integer,
      number         text,
      issued_at      timestamptz,
      archived_at    timestamptz,
      notice_id      integer REFERENCES notices(id) ON DELETE SET NULL,
      version        integer NOT NULL DEFAULT 1 CHECK (version >= 1),
      created_at     timestamptz NOT NULL DEFAULT now(),
      updated_at     timestamptz NOT NULL DEFAULT now(),
      UNIQUE (office_id, year, seq),
      CHECK ((status IN ('issued', 'archived')) = (number IS NOT NULL))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX documents_application ON documents (inst_id) WHERE inst_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX documents_drafter ON documents (drafter_uid, updated_at DESC)`.execute(db);
  await sql`CREATE INDEX documents_office ON documents (office_id, status, updated_at DESC)`.execute(db);
  await sql`CREATE INDEX documents_reviewers ON documents USING gin (reviewers)`.execute(db);
  await sql`
    CREATE TABLE document_versions (
      document_id  integer NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
      version      integer NOT NULL CHECK (version >= 1),
      step         text NOT NULL CHECK (step IN ('draft', 'review', 'countersign', 'signoff')),
      title        text NOT NULL,
      body         text NOT NULL,
      by_uid       text NOT NULL,
      at           timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (document_id, version)
    )`.execute(db);
  await sql`
    CREATE TABLE document_recipients (
      document_id    integer NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
      department_id  integer NOT NULL REFERENCES departments(id),
      signed_by      text REFERENCES users(uid),
      signed_at      timestamptz,
      PRIMARY KEY (document_id, department_id)
    )`.execute(db);
  await sql`CREATE INDEX document_recipients_waiting ON document_recipients (department_id) WHERE signed_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE document_readers (
      document_id    integer NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
      uid            text NOT NULL REFERENCES users(uid),
      via            text NOT NULL CHECK (via IN ('forward', 'circulation')),
      added_by       text NOT NULL,
      added_at       timestamptz NOT NULL DEFAULT now(),
      note           text NOT NULL DEFAULT '',
      read_at        timestamptz,
      opinion        text NOT NULL DEFAULT '',
      opinion_at     timestamptz,
      PRIMARY KEY (document_id, uid)
    )`.execute(db);
  await sql`CREATE INDEX document_readers_person ON document_readers (uid, read_at)`.execute(db);
  await sql`
    CREATE TABLE document_trail (
      id           bigserial PRIMARY KEY,
      document_id  integer NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
      at           timestamptz NOT NULL DEFAULT clock_timestamp(),
      uid          text,
      action       text NOT NULL,
      detail       text NOT NULL DEFAULT ''
    )`.execute(db);
  await sql`CREATE INDEX document_trail_document ON document_trail (document_id, id)`.execute(db);
  await sql`
    CREATE TABLE document_seals (
      document_id  integer PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
      code         text NOT NULL UNIQUE,
      content      text NOT NULL,
      signature    text NOT NULL,
      key_id       text NOT NULL,
      sha256       text NOT NULL UNIQUE,
      pdf          bytea NOT NULL,
      sealed_at    timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`ALTER TABLE notices ADD COLUMN audience integer[]`.execute(db);
  await sql`ALTER TABLE apps ADD COLUMN listed boolean NOT NULL DEFAULT true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE apps DROP COLUMN listed`.execute(db);
  await sql`ALTER TABLE notices DROP COLUMN audience`.execute(db);
  await sql`DROP TABLE document_seals, document_trail, document_readers, document_recipients, document_versions, documents, document_templates, document_counters, document_offices`.execute(db);
}
