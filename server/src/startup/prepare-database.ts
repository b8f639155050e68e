/**
 * Migrates the database and, when asked, seeds the demo campus into an empty one. Several servers may start at
 * the same moment on one PostgreSQL (replicas): a session advisory lock lets one prepare while the others wait,
 * then find the work done. With MIGRATION_DATABASE_URL the owner does this over its own connection and then grants
 * the server's role what it may do (../db/server-role.ts).
 */
import { sql } from 'kysely';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { migrateToLatest, openDatabase } from '../db/connect';
import { currentRole, grantServerRole } from '../db/server-role';
import { isSeeded, seedDemoCampus } from '../../demo';

/** Arbitrary, fixed: the key every Campus Hall server uses for this lock. */
const PREPARE_LOCK_KEY = 72_640_226_1122;

export async function prepareDatabase(db: Db, options: { seedDemo: boolean; serverRole?: string }): Promise<{ seeded: boolean }> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${PREPARE_LOCK_KEY}::bigint)`.execute(conn);
    try {
      await migrateToLatest(conn);
      if (options.serverRole) await grantServerRole(conn, options.serverRole);
      if (!options.seedDemo || (await isSeeded(conn))) return { seeded: false };
      await seedDemoCampus(conn);
      return { seeded: true };
    } finally {
      await sql`SELECT pg_advisory_unlock(${PREPARE_LOCK_KEY}::bigint)`.execute(conn);
    }
  });
}

/** Prepares the database the server opened (`db`), as its owner when MIGRATION_DATABASE_URL names one. */
export async function prepareAsOwner(config: Pick<ServerConfig, 'migrationDatabaseUrl' | 'dataDir'>, db: Db, options: { seedDemo: boolean }): Promise<{ seeded: boolean }> {
  if (!config.migrationDatabaseUrl) return prepareDatabase(db, options);
  const owner = await openDatabase({ databaseUrl: config.migrationDatabaseUrl, dataDir: config.dataDir, setting: 'MIGRATION_DATABASE_URL' });
  try {
    return await prepareDatabase(owner.db, { ...options, serverRole: await currentRole(db) });
  } finally {
    await owner.close();
  }
}
