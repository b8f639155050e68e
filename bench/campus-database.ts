/**
 * Fresh PostgreSQL databases for the benchmarks at scale: ch_bench_<random>, UTF-8, migrated and seeded with the
 * demo campus, on the server of an admin URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../server/src/db/connect';
import { seedDemoCampus } from '../server/demo';

export const defaultAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface CampusDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function dropDatabase(adminUrl: string, name: string): Promise<void> {
  return withClient(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** A new database with the demo campus (catalogue, forms, processes, people, notices); dropped again if that fails. */
export async function createCampusDatabase(adminUrl: string): Promise<CampusDatabase> {
  const name = `ch_bench_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => dropDatabase(adminUrl, name);
  try {
    const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    try {
      await migrateToLatest(opened.db);
      await seedDemoCampus(opened.db);
    } finally {
      await opened.close();
    }
    return { name, url: url.toString(), drop };
  } catch (err) {
    await drop().catch(() => undefined);
    throw err;
  }
}

/**
 * A campus database with more generated into it by `fill`, which gets the open database and returns what it counted;
 * the database is dropped again if that fails. Answers the database, the seconds it took and the counts.
 */
export async function generateCampusDatabase<C>(
  adminUrl: string,
  fill: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<C>,
): Promise<CampusDatabase & { seconds: number; counts: C }> {
  const started = Date.now();
  const campus = await createCampusDatabase(adminUrl);
  try {
    const { db, close } = await openDatabase({ databaseUrl: campus.url, dataDir: 'memory://' });
    try {
      const counts = await fill(db);
      return { ...campus, seconds: Math.round((Date.now() - started) / 100) / 10, counts };
    } finally {
      await close();
    }
  } catch (err) {
    await campus.drop().catch(() => undefined);
    throw err;
  }
}
