/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite in a data folder.
 * Both go through Kysely's Postgres dialect on `pg`, so one set of migrations and one SQL dialect serve both.
 * PGlite has no lock of its own (two processes on one folder silently lose data), so the folder is locked here.
 */
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { secureDataDir } from '../startup/data-dir';
import { StartupError } from '../startup/startup-error';
import type { Database, Db } from './database';
import { lockDataDir } from './data-dir-lock';
import { PreparingClient } from './prepared-statements';
import { migrationProvider } from './migrations';

export { DataDirLockedError } from './data-dir-lock';

export interface OpenedDatabase {
  db: Db;
  engine: 'postgresql' | 'pglite';
  close(): Promise<void>;
  /** An embedded database's files as one archive, to open copies of it (tests seed once and copy). */
  dump?: () => Promise<Blob>;
  /** A PostgreSQL pool's connections now (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

// numeric and bigint come back as strings by default; counts (bigint) are safe as numbers here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** `dataDir` 'memory://' opens a throwaway in-memory database (tests), optionally as a copy of a dumped one. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; copyOf?: Blob; setting?: string }): Promise<OpenedDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.setting);
  return openEmbedded(options.dataDir, options.copyOf);
}

/** `setting`: the variable the URL came from, which the messages tell the operator to fix. */
async function openPostgres(databaseUrl: string, setting = 'DATABASE_URL'): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, Client: PreparingClient });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw explainPostgresError(err, databaseUrl, setting);
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgresql',
    close: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The one-line cause and fix for the ways a PostgreSQL connection fails at start. */
export function explainPostgresError(err: unknown, databaseUrl: string, setting = 'DATABASE_URL'): Error {
  const url = new URL(databaseUrl);
  const where = `${url.hostname}:${url.port || 5432}`;
  const database = decodeURIComponent(url.pathname.slice(1)) || url.username || 'postgres';
  const code = (err as { code?: string }).code;
  const says = (message: string) => new StartupError(message, { cause: err });
  switch (code) {
    case 'ECONNREFUSED':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return says(`cannot reach PostgreSQL at ${where}: start it, or fix ${setting}`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return says(`cannot resolve the PostgreSQL host ${url.hostname}: fix ${setting}`);
    case '3D000':
      return says(`database "${database}" does not exist on ${where}: create it (createdb -E UTF8 --lc-ctype=C.UTF-8 -T template0 ${database}) or fix ${setting}`);
    case '28P01':
    case '28000':
      return says(`PostgreSQL at ${where} refused the user or password in ${setting}`);
    default:
      return says(`cannot open PostgreSQL at ${where}: ${(err as Error).message}`);
  }
}

async function openEmbedded(dataDir: string, copyOf?: Blob): Promise<OpenedDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? undefined : await lockDataDir(dataDir);
  // PGlite is loaded only in embedded mode: it is large and PostgreSQL deployments never need it.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const pglite = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm, btree_gist }, ...(copyOf ? { loadDataDir: copyOf } : {}) });
  // The engine writes its files 0666 whatever the umask; the folder itself (0700) is what keeps others out.
  if (!inMemory) secureDataDir(dataDir);
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
    dump: () => pglite.dumpDataDir('gzip'),
  };
}

/**
 * `joinTransaction`: the caller has begun a transaction on `db`'s one connection and the migrations run inside it
 * (Kysely's own transaction would commit the caller's), so whatever fails later rolls them back too.
 */
export async function migrateToLatest(db: Kysely<Database>, options: { joinTransaction?: boolean } = {}): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, disableTransactions: options.joinTransaction });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed: ${(error as Error)?.message ?? error}`, { cause: error });
  }
}
