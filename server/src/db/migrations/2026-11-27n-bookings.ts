/**
 * Booking (预约): the resources of the booking hall with their units and rules, counsellors' published hours, the
 * bookings themselves (the waitlist included) and the key check-in codes are signed with. Two bookings holding one
 * unit at overlapping times are impossible: an exclusion constraint on (unit, time range) over the holding statuses
 * (btree_gist, which PGlite loads too). Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS btree_gist;
    CREATE TABLE booking_resources (
      id                  serial PRIMARY KEY,
      kind                text NOT NULL CHECK (kind IN ('room', 'venue', 'seat', 'equipment', 'consult')),
      source_type         smallint NOT NULL CHECK (source_type IN (1, 2)),
      name                text NOT NULL,
      name_en             text NOT NULL DEFAULT '',
      campus              text NOT NULL DEFAULT '',
      location            text NOT NULL DEFAULT '',
      cover               text NOT NULL DEFAULT '',
      description         text NOT NULL DEFAULT '',
      description_en      text NOT NULL DEFAULT '',
      slot_minutes        integer NOT NULL CHECK (slot_minutes BETWEEN 5 AND 720),
      open_time           text NOT NULL DEFAULT '08:00' CHECK (open_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      close_time          text NOT NULL DEFAULT '22:00' CHECK (close_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$'),
      open_days           text NOT NULL DEFAULT 'all' CHECK (open_days IN ('all', 'workdays')),
      days_ahead          integer NOT NULL DEFAULT 0 CHECK (days_ahead BETWEEN 0 AND 90),
      opens_at_time       text NOT NULL DEFAULT '00:00' CHECK (opens_at_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      max_active          integer NOT NULL DEFAULT 0 CHECK (max_active >= 0),
      max_per_day         integer NOT NULL DEFAULT 0 CHECK (max_per_day >= 0),
      max_slots           integer NOT NULL DEFAULT 1 CHECK (max_slots BETWEEN 1 AND 48),
      audiences           text[] NOT NULL DEFAULT '{}',
      department_ids      integer[] NOT NULL DEFAULT '{}',
      needs_approval      boolean NOT NULL DEFAULT false,
      approval_app_id     integer REFERENCES apps(id) ON DELETE SET NULL,
      cancel_minutes      integer NOT NULL DEFAULT 0 CHECK (cancel_minutes >= 0),
      no_show_limit       integer NOT NULL DEFAULT 0 CHECK (no_show_limit >= 0),
      no_show_block_days  integer NOT NULL DEFAULT 0 CHECK (no_show_block_days >= 0),
      fee                 integer NOT NULL DEFAULT 0 CHECK (fee >= 0),
      payment_minutes     integer NOT NULL DEFAULT 15 CHECK (payment_minutes > 0),
      special_allowed     boolean NOT NULL DEFAULT false,
      manager_uids        text[] NOT NULL DEFAULT '{}',
      app_id              integer REFERENCES apps(id) ON DELETE SET NULL,
      counsellor_uid      text UNIQUE REFERENCES users(uid) ON DELETE CASCADE,
      sort                integer NOT NULL DEFAULT 0,
      created_at          timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'consult') = (counsellor_uid IS NOT NULL))
    );
    CREATE INDEX booking_resources_order ON booking_resources (sort, id);
    CREATE TABLE booking_units (
      id           serial PRIMARY KEY,
      resource_id  integer NOT NULL REFERENCES booking_resources(id) ON DELETE CASCADE,
      label        text NOT NULL,
      sort         integer NOT NULL DEFAULT 0
    );
    CREATE INDEX booking_units_resource ON booking_units (resource_id, sort, id);
    CREATE TABLE consult_hours (
      id           serial PRIMARY KEY,
      resource_id  integer NOT NULL REFERENCES booking_resources(id) ON DELETE CASCADE,
      during       tstzrange NOT NULL CHECK (NOT isempty(during)),
      location     text NOT NULL,
      EXCLUDE USING gist (resource_id WITH =, during WITH &&)
    );
    CREATE TABLE bookings (
      id             serial PRIMARY KEY,
      resource_id    integer NOT NULL REFERENCES booking_resources(id) ON DELETE CASCADE,
      unit_id        integer REFERENCES booking_units(id) ON DELETE CASCADE,
      uid            text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      during         tstzrange NOT NULL CHECK (NOT isempty(during)),
      status         text NOT NULL CHECK (status IN ('waiting', 'unpaid', 'pending', 'booked', 'checked_in', 'no_show', 'cancelled', 'released', 'rejected', 'expired')),
      request_key    text NOT NULL,
      fee            integer NOT NULL DEFAULT 0,
      pay_by         timestamptz,
      inst_id        bigint REFERENCES process_instances(id) ON DELETE SET NULL,
      remark         text NOT NULL DEFAULT '',
      special        boolean NOT NULL DEFAULT false,
      created_at     timestamptz NOT NULL DEFAULT now(),
      cancelled_at   timestamptz,
      checked_in_at  timestamptz,
      UNIQUE (uid, request_key),
      CHECK (unit_id IS NOT NULL OR status IN ('waiting', 'cancelled', 'expired')),
      CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (unit_id WITH =, during WITH &&)
        WHERE (status IN ('unpaid', 'pending', 'booked', 'checked_in'))
    );
    CREATE INDEX bookings_of_person ON bookings (uid, resource_id, lower(during));
    CREATE INDEX bookings_of_resource ON bookings (resource_id, lower(during));
    -- The units held at a time: what choosing a free unit reads, once per attempt (a hashed NOT IN over these rows).
    CREATE INDEX bookings_held ON bookings USING gist (resource_id, during) WHERE status IN ('unpaid', 'pending', 'booked', 'checked_in');
    CREATE INDEX bookings_waitlist ON bookings (resource_id, id) WHERE status = 'waiting';
    CREATE UNIQUE INDEX bookings_application ON bookings (inst_id) WHERE inst_id IS NOT NULL;
    CREATE TABLE booking_keys (
      id   integer PRIMARY KEY CHECK (id = 1),
      key  bytea NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS booking_keys;
    DROP TABLE IF EXISTS bookings;
    DROP TABLE IF EXISTS consult_hours;
    DROP TABLE IF EXISTS booking_units;
    DROP TABLE IF EXISTS booking_resources;
  `.execute(db);
}
