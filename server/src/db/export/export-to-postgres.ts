/**
 * Moves an installation from its embedded database (DATA_DIR) to PostgreSQL. The target is migrated and filled in
 * one transaction, so it ends either holding everything or exactly as it was found; a target that already holds
 * rows is refused before anything is written. The source is opened as the server opens it, locked, so no server can
 * change it meanwhile. Uploaded files are not in the database: they stay where they are (FILES_DIR or the bucket).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { StartupError } from '../../startup/startup-error';
import { migrateToLatest, openDatabase } from '../connect';
import type { Db } from '../database';
import { sequencesOf, tablesOf } from './catalogue';
import { copySequences, copyTable, useExactTextForms } from './copy-rows';
import { setForeignKeysAside } from './foreign-keys';

/** Rows per batch: a few megabytes for the widest rows (applications with their form values), few round trips for the rest. */
const BATCH_SIZE = 1000;

export interface ExportSummary {
  tables: number;
  rows: number;
  sequences: number;
}

export interface ExportOptions {
  dataDir: string;
  /** The target PostgreSQL database's URL (--to). */
  to: string;
  /** Told each table's name and row count once it is copied. */
  onTable?: (name: string, rows: number) => void;
}

export async function exportToPostgres(options: ExportOptions): Promise<ExportSummary> {
  // Opening a folder without a database would create an empty one there and export nothing.
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    throw new StartupError(`there is no embedded database in ${options.dataDir}: set DATA_DIR to the folder the server keeps its data in`);
  }
  const source = await openDatabase({ dataDir: options.dataDir });
  try {
    // The schema the server would bring it to at its next start: the one the target is given.
    await migrateToLatest(source.db);
    const target = await openDatabase({ databaseUrl: options.to, dataDir: options.dataDir, setting: '--to' });
    try {
      return await target.db.connection().execute((to) => source.db.connection().execute((from) => copyDatabase(from, to, options.onTable)));
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

async function copyDatabase(from: Db, to: Db, onTable: ExportOptions['onTable']): Promise<ExportSummary> {
  // A plain BEGIN on the one connection rather than Kysely's transaction, which the migrator cannot run inside.
  return withinTransaction(to, sql`BEGIN`, async () => {
    await refuseHeldData(to);
    await migrateToLatest(to, { joinTransaction: true });
    // One snapshot of the source for every table, so the copy is of one moment even across tables.
    return withinTransaction(from, sql`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`, async () => {
      await useExactTextForms(from);
      const tables = await tablesOf(from);
      const addForeignKeysBack = await setForeignKeysAside(to);
      let rows = 0;
      for (const table of tables) {
        // The migrations wrote a few rows of their own (a site setting's default); the source's, migrated alike, replace them.
        await sql`DELETE FROM ${sql.id(table.name)}`.execute(to);
        const copied = await copyTable(from, to, table, BATCH_SIZE);
        onTable?.(table.name, copied);
        rows += copied;
      }
      await addForeignKeysBack();
      const sequences = await sequencesOf(from);
      await copySequences(from, to, sequences);
      return { tables: tables.length, rows, sequences: sequences.length };
    });
  });
}

async function withinTransaction<T>(db: Db, begin: RawBuilder<unknown>, work: () => Promise<T>): Promise<T> {
  await begin.execute(db);
  try {
    const result = await work();
    await sql`COMMIT`.execute(db);
    return result;
  } catch (err) {
    // A connection that is gone has rolled back by itself; the failure to report is the first one.
    await sql`ROLLBACK`.execute(db).catch(() => undefined);
    throw err;
  }
}

/** An export fills a new database; it never merges into one in use. Checked before the migrations touch anything. */
async function refuseHeldData(to: Db): Promise<void> {
  const held: string[] = [];
  for (const table of await tablesOf(to)) {
    const { rows } = await sql<{ held: boolean }>`SELECT EXISTS (SELECT FROM ${sql.id(table.name)}) AS held`.execute(to);
    if (rows[0].held) held.push(table.name);
  }
  if (held.length > 0) {
    throw new StartupError(
      `the target database already holds data (in ${held.slice(0, 5).join(', ')}${held.length > 5 ? ` and ${held.length - 5} more tables` : ''}); ` +
        'nothing was changed. Export into a new, empty database: createdb -E UTF8 --lc-ctype=C.UTF-8 -T template0 <name>',
    );
  }
}
