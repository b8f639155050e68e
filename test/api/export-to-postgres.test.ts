/**
 * Moving an installation from the embedded database to PostgreSQL (npm run db:export-postgres, docs/backup.md): the
 * demo campus, exported from a data folder into a new PostgreSQL database, arrives whole (every table's rows to the
 * byte, every sequence where it stood) and a server on the copy shows a user what the embedded one does. A database
 * that holds data is refused untouched, a running server's folder is refused, and a failure half-way leaves the
 * target as it was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { calls } from '../../contract';
import type { LaunchedItem } from '../../contract/calls/matters';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { openDatabase } from '../../server/src/db/connect';
import type { Db } from '../../server/src/db/database';
import { lockDataDir } from '../../server/src/db/data-dir-lock';
import { exportToPostgres } from '../../server/src/db/export/export-to-postgres';
import { signedInClient } from '../support/http-client';
import { STACK_FRAME, startServerProcess } from '../support/server-process';
import { embeddedTemplate, postgresTemplate } from '../support/template-databases';
import { createDatabase, startTestServer, type ExistingDatabase } from '../support/test-server';

const adminUrl = process.env.TEST_DATABASE_URL;
const withPostgres = adminUrl ? describe : describe.skip;

/** The command as an operator runs it, on the data folder `dataDir`. */
function runExport(dataDir: string, to: string) {
  return startServerProcess({ DATA_DIR: dataDir }, 'server/src/cli/export-to-postgres.ts', undefined, ['--to', to]);
}

/**
 * The demo campus in a data folder, with values whose text a careless copy changes (the campus has whole-minute times
 * and no bytes): microseconds, numbers beyond a double, open and closed range bounds, NULL beside 'NULL' in an array.
 */
async function campusFolder(): Promise<string> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'ch-export-')), 'data');
  const campus = await openDatabase({ dataDir, copyOf: embeddedTemplate() });
  try {
    const db = campus.db;
    await sql`INSERT INTO booking_keys (id, key) VALUES (1, decode(${'00ff5c7b7d22270a'}, 'hex'))`.execute(db);
    await sql`
      INSERT INTO site_settings (key, value, updated_at)
      VALUES ('export_probe', ${'{"one": 1.0, "big": 123456789012345678901234567890.5, "tiny": 1e-30, "text": "引号\\"\\\\ {a,b}"}'}::jsonb,
              ${'2026-11-22 10:11:12.345678+08'}::timestamptz)`.execute(db);
    await sql`UPDATE consult_hours SET during = ${'(2031-01-05 08:00:00.000001+08,2031-01-05 08:30:00.5+08]'}::tstzrange
               WHERE id = (SELECT min(id) FROM consult_hours)`.execute(db);
    await sql`UPDATE fillin_field_counts SET sum = ${'123456789012345678901234567890.000000000100'}::numeric
               WHERE ctid = (SELECT ctid FROM fillin_field_counts WHERE sum IS NOT NULL LIMIT 1)`.execute(db);
    await sql`
      INSERT INTO report_definitions (name, source, dimensions, dimension, measures, measure, chart, is_show)
      VALUES ('导出探针', 'applications', ${['a,b', 'q"uote', 'back\\slash', '{brace}', ' space ']}::text[], 'a,b',
              ${['count', null, 'NULL']}::text[], 'count', 'bar', false)`.execute(db);
  } finally {
    await campus.close();
  }
  return dataDir;
}

/**
 * Each table's row count and the md5 of its rows' text in byte order, and each sequence's position. A row's text
 * depends on the session's time zone and date style, so both sides use the same. Which migrations ran is compared by
 * name: when they ran differs by design.
 */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT set_config('timezone', 'UTC', false), set_config('datestyle', 'ISO', false), set_config('extra_float_digits', '3', false)`.execute(conn);
    const prints: Record<string, string> = {};
    const { rows: tables } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(conn);
    for (const { name } of tables) {
      const row = name === 'kysely_migration' ? sql`t.name` : sql`t::text`;
      const { rows } = await sql<{ print: string }>`
        SELECT count(*) || ' rows, ' || md5(coalesce(string_agg(${row}, E'\n' ORDER BY ${row} COLLATE "C"), '')) AS print
          FROM ${sql.id(name)} AS t`.execute(conn);
      prints[name] = rows[0].print;
    }
    const { rows: sequences } = await sql<{ name: string }>`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = current_schema()`.execute(conn);
    for (const { name } of sequences) {
      const { rows } = await sql<{ at: string }>`SELECT last_value || ' ' || is_called AS at FROM ${sql.id(name)}`.execute(conn);
      prints[`sequence ${name}`] = rows[0].at;
    }
    return prints;
  });
}

async function fingerprintOf(at: ExistingDatabase): Promise<Record<string, string>> {
  const database = await openDatabase({ dataDir: 'memory://', ...at });
  try {
    return await fingerprint(database.db);
  } finally {
    await database.close();
  }
}

withPostgres('exporting the embedded database to PostgreSQL', () => {
  let dataDir: string;
  let target: { url: string; drop: () => Promise<void> };
  let exported: ReturnType<typeof runExport>;

  beforeAll(async () => {
    dataDir = await campusFolder();
    target = await createDatabase(adminUrl!, undefined);
    exported = runExport(dataDir, target.url);
    await exported.exited;
  });
  afterAll(async () => {
    await target?.drop();
    if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('reports each table, the total and where the uploaded files stay', async () => {
    expect(await exported.exited).toBe(0);
    const output = exported.output();
    expect(output).toMatch(/^ {2}process_instances +[1-9]\d* rows$/m);
    expect(output).toMatch(/^Copied \d+ rows of \d+ tables and set \d+ sequences in [\d.]+ s\.$/m);
    expect(output).toContain(`Uploaded files are not in the database: they stay in ${path.join(dataDir, 'files')}`);
  });

  it('copies every row of every table exactly and sets every sequence where it stood', async () => {
    const source = await fingerprintOf({ dataDir });
    expect(source['process_instances']).toMatch(/^[1-9]\d* rows/);
    expect(source['booking_keys']).toMatch(/^1 rows/);
    expect(await fingerprintOf({ databaseUrl: target.url })).toEqual(source);
  });

  it('serves the student the same launched list as the embedded database', async () => {
    const embedded = await startTestServer({ existing: { dataDir } });
    const copy = await startTestServer({ existing: { databaseUrl: target.url } });
    try {
      const launched = async (url: string) =>
        (await (await signedInClient(url, demoAccounts.student)).call<{ list: LaunchedItem[]; total: number }>(calls.myStarted, { page_size: 100 })).body;
      const onCopy = await launched(copy.url);
      expect(onCopy.e).toBe(0);
      expect(onCopy.d.list.length).toBeGreaterThan(0);
      expect(onCopy).toEqual(await launched(embedded.url));
    } finally {
      await copy.close();
      await embedded.close();
    }
  });

  it('gives new rows the next free ids', async () => {
    const database = await openDatabase({ databaseUrl: target.url, dataDir: 'memory://' });
    try {
      const { highest } = await database.db.selectFrom('hot_keywords').select((eb) => eb.fn.max('id').as('highest')).executeTakeFirstOrThrow();
      const added = await database.db.insertInto('hot_keywords').values({ keyword: '导出之后' }).returning('id').executeTakeFirstOrThrow();
      // A sequence left at its start would hand out an id the copied rows hold.
      expect(added.id).toBeGreaterThan(highest);
    } finally {
      await database.close();
    }
  });

  it('refuses a database that holds data, and leaves it as it was', async () => {
    const campus = await createDatabase(adminUrl!, postgresTemplate());
    try {
      const before = await fingerprintOf({ databaseUrl: campus.url });
      const refused = runExport(dataDir, campus.url);
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain('the target database already holds data');
      expect(refused.output()).not.toMatch(STACK_FRAME);
      expect(await fingerprintOf({ databaseUrl: campus.url })).toEqual(before);
    } finally {
      await campus.drop();
    }
  });

  it('refuses a data folder a server is running on', async () => {
    const release = await lockDataDir(dataDir);
    try {
      const refused = runExport(dataDir, target.url);
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain('is already in use by another Campus Hall server');
      expect(refused.output()).not.toMatch(STACK_FRAME);
    } finally {
      await release();
    }
  });

  it('leaves the target as it was when the export fails half-way', async () => {
    const empty = await createDatabase(adminUrl!, undefined);
    try {
      const failing = exportToPostgres({
        dataDir,
        to: empty.url,
        onTable: (name) => {
          if (name === 'process_instances') throw new Error('the line went down');
        },
      });
      await expect(failing).rejects.toThrow('the line went down');
      const database = await openDatabase({ databaseUrl: empty.url, dataDir: 'memory://' });
      try {
        const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM pg_tables WHERE schemaname = current_schema()`.execute(database.db);
        expect(rows[0].n).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      await empty.drop();
    }
  });
});
