/**
 * Fill-ins (填报): missions (a catalogue service of the fill-in type with its population, periods and window), the
 * submissions, and the figures kept as submissions arrive so statistics never read the submissions: per mission,
 * period, department, class and shard, the people who submitted and how many late; per field, option counts, numeric
 * sums and extremes, and days. A shard (0–7, from the person's uid) spreads one group's figures over several rows, so
 * a crowd submitting into one class at once does not queue on one row's lock; reading sums the shards.
 *
 * The database keeps the rules: one submission per person, period and number (seq 1 unless the mission takes several),
 * one per request key and person (a retry answers the first), and reminding one scope of a period again only after
 * the interval (a conditional upsert on its row). Also: people's classes (users.class_name), which the statistics
 * group by; and a catalogue service may be of the fill-in type (5). Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- A fill-in mission is a catalogue service of type 5 (contract/constants.ts AppType.fillIn).
    ALTER TABLE apps DROP CONSTRAINT apps_type_check;
    ALTER TABLE apps ADD CONSTRAINT apps_type_check CHECK (type IN (1, 2, 3, 4, 5, 7, 8));
    ALTER TABLE users ADD COLUMN class_name text CHECK (class_name IS NULL OR length(class_name) BETWEEN 1 AND 40);
    CREATE INDEX users_population ON users (department_id, class_name) WHERE status = 1;

    CREATE TABLE fillin_missions (
      id              serial PRIMARY KEY,
      app_id          integer NOT NULL UNIQUE REFERENCES apps(id) ON DELETE CASCADE,
      -- The office running it and what it asks of people (填报说明), plain text.
      department_id   integer REFERENCES departments(id) ON DELETE SET NULL,
      description     text NOT NULL DEFAULT '',
      description_en  text NOT NULL DEFAULT '',
      department_ids  integer[] NOT NULL DEFAULT '{}',
      identity_types  text[] NOT NULL DEFAULT '{}' CHECK (identity_types <@ ARRAY['staff', 'student', 'other']::text[]),
      uids            text[] NOT NULL DEFAULT '{}',
      period_kind     text NOT NULL CHECK (period_kind IN ('once', 'daily', 'weekly', 'monthly')),
      start_date      text NOT NULL CHECK (start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      end_date        text CHECK (end_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' AND end_date >= start_date),
      open_time       text NOT NULL DEFAULT '00:00' CHECK (open_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      close_time      text NOT NULL DEFAULT '23:59' CHECK (close_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      on_holidays     boolean NOT NULL DEFAULT true,
      is_multi        boolean NOT NULL DEFAULT false,
      late_policy     text NOT NULL DEFAULT 'refuse' CHECK (late_policy IN ('refuse', 'accept')),
      prefill_last    boolean NOT NULL DEFAULT false,
      remind_time     text CHECK (remind_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ended')),
      created_by      text,
      created_at      timestamptz NOT NULL DEFAULT now(),
      -- The window opens at open_time on a period's first day and closes at close_time on its last: a day's open time
      -- comes before its close time, so a one-day period (or one cut to a day by the start or end) is never empty.
      CHECK (open_time < close_time)
    );

    CREATE TABLE fillin_submissions (
      id               serial PRIMARY KEY,
      mission_id       integer NOT NULL REFERENCES fillin_missions(id) ON DELETE CASCADE,
      period_num       integer NOT NULL CHECK (period_num >= 1),
      uid              text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      -- Where the person was when submitting (0: no department; '': no class), as the figures count it.
      department_id    integer NOT NULL DEFAULT 0,
      class_name       text NOT NULL DEFAULT '',
      seq              integer NOT NULL DEFAULT 1 CHECK (seq >= 1),
      shard            smallint NOT NULL CHECK (shard BETWEEN 0 AND 63),
      form_version_id  integer NOT NULL REFERENCES form_versions(id),
      values           jsonb NOT NULL,
      late             boolean NOT NULL DEFAULT false,
      request_key      text NOT NULL,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now(),
      -- One submission per person, period and number; also how a person's own submissions are found.
      CONSTRAINT fillin_submissions_one_per_seq UNIQUE (uid, mission_id, period_num, seq),
      CONSTRAINT fillin_submissions_request UNIQUE (uid, request_key)
    );
    CREATE INDEX fillin_submissions_period ON fillin_submissions (mission_id, period_num, id);

    -- The figures are written by every submission: they hold no foreign key, so taking them locks nothing but their
    -- own rows (a key check would share-lock the one mission row from every submission at once); their pages keep
    -- room (fillfactor) so a counter's new version stays beside the old one (a HOT update, no index entry).
    CREATE TABLE fillin_counts (
      mission_id     integer NOT NULL,
      period_num     integer NOT NULL,
      department_id  integer NOT NULL,
      class_name     text NOT NULL,
      shard          smallint NOT NULL,
      submitted      integer NOT NULL DEFAULT 0,
      late           integer NOT NULL DEFAULT 0,
      submissions    integer NOT NULL DEFAULT 0,
      PRIMARY KEY (mission_id, period_num, department_id, class_name, shard)
    ) WITH (fillfactor = 70);

    -- key '' holds a field's answered count (and a number field's sum and extremes; a one-choice field has none: its
    -- options' counts sum to it); 'o:<value>' an option's count; 'd:<YYYY-MM-DD>' a day's count.
    CREATE TABLE fillin_field_counts (
      mission_id     integer NOT NULL,
      period_num     integer NOT NULL,
      department_id  integer NOT NULL,
      class_name     text NOT NULL,
      field_id       text NOT NULL,
      key            text NOT NULL,
      shard          smallint NOT NULL,
      n              integer NOT NULL DEFAULT 0,
      sum            numeric,
      min            numeric,
      max            numeric,
      PRIMARY KEY (mission_id, period_num, department_id, class_name, field_id, key, shard)
    ) WITH (fillfactor = 70);

    CREATE TABLE fillin_reminders (
      mission_id   integer NOT NULL REFERENCES fillin_missions(id) ON DELETE CASCADE,
      period_num   integer NOT NULL,
      -- The people reminded: a department, a class of it, or the caller's whole data scope.
      scope        text NOT NULL,
      reminded_at  timestamptz NOT NULL,
      by_uid       text,
      reminded     integer NOT NULL DEFAULT 0,
      PRIMARY KEY (mission_id, period_num, scope)
    );
    CREATE TABLE fillin_person_reminders (
      mission_id   integer NOT NULL REFERENCES fillin_missions(id) ON DELETE CASCADE,
      period_num   integer NOT NULL,
      uid          text NOT NULL,
      reminded_at  timestamptz NOT NULL,
      PRIMARY KEY (mission_id, period_num, uid)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS fillin_person_reminders;
    DROP TABLE IF EXISTS fillin_reminders;
    DROP TABLE IF EXISTS fillin_field_counts;
    DROP TABLE IF EXISTS fillin_counts;
    DROP TABLE IF EXISTS fillin_submissions;
    DROP TABLE IF EXISTS fillin_missions;
    DROP INDEX IF EXISTS users_population;
    ALTER TABLE users DROP COLUMN IF EXISTS class_name;
    DELETE FROM apps WHERE type = 5;
    ALTER TABLE apps DROP CONSTRAINT apps_type_check;
    ALTER TABLE apps ADD CONSTRAINT apps_type_check CHECK (type IN (1, 2, 3, 4, 7, 8));
  `.execute(db);
}
