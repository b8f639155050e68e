/**
 * Efficiency supervision's figures, kept per campus day and service as applications move (the supervision area's
 * applicationMoved hook, in the transaction of the change), so a period's figures read a few thousand rows whatever
 * the number of applications:
 * - supervision_days: applications made that day (`started`) and how many of those are still in progress (`open`);
 *   applications that ended that day (`ended`, of which `completed` approved and `overdue` past a node's SLA on the
 *   way) and their handling time summed in campus working seconds (`work_seconds`).
 * - supervision_handling: the same ended applications counted by handling-time bucket (5% wide), for the 90th
 *   percentile.
 * `open` has no lower bound: an application made before the figures were counted takes one off its day when it ends.
 * Each row is spread over shards (0–7, by application), so a crowd applying for one service on one day does not queue on
 * one row's lock; a reading sums them.
 * Applications that exist before this migration are counted by the supervision area's `rebuildFigures` (working time needs the
 * campus calendar, which SQL does not read). Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE supervision_days (
      app_id        integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      day           date NOT NULL,
      started       integer NOT NULL DEFAULT 0 CHECK (started >= 0),
      open          integer NOT NULL DEFAULT 0,
      ended         integer NOT NULL DEFAULT 0 CHECK (ended >= 0),
      completed     integer NOT NULL DEFAULT 0 CHECK (completed >= 0),
      overdue       integer NOT NULL DEFAULT 0 CHECK (overdue >= 0),
      work_seconds  bigint NOT NULL DEFAULT 0 CHECK (work_seconds >= 0),
      shard         smallint NOT NULL DEFAULT 0 CHECK (shard >= 0),
      PRIMARY KEY (app_id, day, shard)
    )`.execute(db);
  await sql`CREATE INDEX supervision_days_day_idx ON supervision_days (day)`.execute(db);
  await sql`
    CREATE TABLE supervision_handling (
      app_id  integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      day     date NOT NULL,
      bucket  smallint NOT NULL CHECK (bucket >= 0),
      n       integer NOT NULL CHECK (n >= 0),
      shard   smallint NOT NULL DEFAULT 0 CHECK (shard >= 0),
      PRIMARY KEY (app_id, day, bucket, shard)
    )`.execute(db);
  await sql`CREATE INDEX supervision_handling_day_idx ON supervision_handling (day)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE supervision_handling`.execute(db);
  await sql`DROP TABLE supervision_days`.execute(db);
}
