/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite in a data folder.
 * Both go through Kysely's Postgres dialect on `pg`, so one set of migrations and one SQL dialect serve both.
 * PGlite has no lock of its own (two processes on one folder silently lose data), so the folder is locked here.
 */
import { mkdirSync } from 'node:fs';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import type { Database, Db } from './database';
import { migrationProvider } from './migrations';

export interface OpenedDatabase {
  db: Db;
  engine: 'postgresql' | 'pglite';
  close(): Promise<void>;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is already in use by another Campus Hall server. ` +
        'Stop that server first, or start this one with another folder (DATA_DIR=/path/to/folder npm start) ' +
        'or with DATABASE_URL pointing at PostgreSQL.',
    );
  }
}

// numeric and bigint come back as strings by default; counts (bigint) are safe as numbers here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** `dataDir` 'memory://' opens a throwaway in-memory database (tests). */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgresql', close: () => db.destroy() };
  }
  return openEmbedded(options.dataDir);
}

async function openEmbedded(dataDir: string): Promise<OpenedDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  let release: (() => Promise<void>) | undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    try {
      release = await lockfile.lock(dataDir, { lockfilePath: `${dataDir}/.campus-hall.lock`, stale: 15_000, update: 5_000 });
    } catch (err) {
      if ((err as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
      throw err;
    }
  }
  // PGlite is loaded only in embedded mode: it is large and PostgreSQL deployments never need it.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const pglite = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm, btree_gist } });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 } as pg.PoolConfig);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
      await release?.();
    },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? error}`);
  }
}
