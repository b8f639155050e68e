/**
 * Migrates the database and, when asked, seeds the demo campus into an empty one. Several servers may start at
 * the same moment on one PostgreSQL (replicas): a session advisory lock lets one prepare while the others wait,
 * then find the work done.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/connect';
import { isSeeded, seedDemoCampus } from '../seed';

/** Arbitrary, fixed: the key every Campus Hall server uses for this lock. */
const PREPARE_LOCK_KEY = 72_640_226_1122;

export async function prepareDatabase(db: Db, options: { seedDemo: boolean }): Promise<{ seeded: boolean }> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${PREPARE_LOCK_KEY}::bigint)`.execute(conn);
    try {
      await migrateToLatest(conn);
      if (!options.seedDemo || (await isSeeded(conn))) return { seeded: false };
      await seedDemoCampus(conn);
      return { seeded: true };
    } finally {
      await sql`SELECT pg_advisory_unlock(${PREPARE_LOCK_KEY}::bigint)`.execute(conn);
    }
  });
}
