/**
 * The demo campus seeded once per test run and copied for each test server: an archive of an embedded database
 * (opened as a copy with PGlite's loadDataDir), and on PostgreSQL a template database (CREATE DATABASE … TEMPLATE).
 * Seeding runs the real use cases for hundreds of applications, so doing it once keeps the suites fast.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../server/src/db/connect';
import { seedDemoCampus } from '../../server/demo';

const FILE_VAR = 'CH_TEST_TEMPLATE_FILE';
const PG_VAR = 'CH_TEST_TEMPLATE_DB';

async function seeded(databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  await migrateToLatest(database.db);
  await seedDemoCampus(database.db);
  return database;
}

/** Builds the templates and names them in the environment the test workers inherit. */
export async function prepareTemplates(): Promise<void> {
  // Several projects of one run share the templates.
  if (process.env[FILE_VAR] && existsSync(process.env[FILE_VAR])) return;
  const embedded = await seeded();
  const file = path.join(os.tmpdir(), `ch-test-campus-${process.pid}-${randomBytes(3).toString('hex')}.tar.gz`);
  writeFileSync(file, Buffer.from(await (await embedded.dump!()).arrayBuffer()));
  await embedded.close();
  process.env[FILE_VAR] = file;

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `ch_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pgTemplate = await seeded(url.toString());
  await pgTemplate.close();
  process.env[PG_VAR] = name;
}

export async function dropTemplates(): Promise<void> {
  const file = process.env[FILE_VAR];
  if (file) rmSync(file, { force: true });
  const name = process.env[PG_VAR];
  if (name && process.env.TEST_DATABASE_URL) await adminQuery(process.env.TEST_DATABASE_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The seeded embedded campus to copy, when this run prepared one. */
export function embeddedTemplate(): Blob | undefined {
  const file = process.env[FILE_VAR];
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/** The seeded PostgreSQL template database's name, when this run prepared one. */
export function postgresTemplate(): string | undefined {
  return process.env[PG_VAR];
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
