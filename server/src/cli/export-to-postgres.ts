/**
 * Moves an installation from the embedded database in DATA_DIR to PostgreSQL (docs/backup.md):
 *   npm run db:export-postgres -- --to postgres://user:password@host:5432/campus_hall
 * Stop the server first: the data folder is locked while it runs. The target must be a new, empty database; it is
 * migrated and filled in one transaction, so a failed export leaves it as it was. Afterwards start the server with
 * DATABASE_URL set to the same address. Uploaded files are not in the database and stay where they are.
 */
import { parseArgs } from 'node:util';
import { loadConfig, type ServerConfig } from '../config';
import { exportToPostgres } from '../db/export/export-to-postgres';
import { StartupError } from '../startup/startup-error';
import { runCli } from './run-cli';

const USAGE = 'usage: npm run db:export-postgres -- --to postgres://user:password@host:5432/database';

/** host:port/database, without the password the URL may carry. */
function describeTarget(to: string): string {
  const url = new URL(to);
  return `${url.hostname}:${url.port || 5432}/${decodeURIComponent(url.pathname.slice(1)) || url.username}`;
}

function whereFilesAre(config: ServerConfig): string {
  if (config.filesS3) return `Uploaded files are not in the database: they stay in the bucket ${config.filesS3.bucket}; keep the same FILES_S3_* settings.`;
  return `Uploaded files are not in the database: they stay in ${config.filesDir}; keep FILES_DIR (or DATA_DIR) pointing there when the server runs on PostgreSQL.`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const to = values.to?.trim() ?? '';
  if (!/^postgres(ql)?:\/\//.test(to)) throw new StartupError(`--to must be a postgres:// address; ${USAGE}`);
  const config = loadConfig();
  process.umask(0o077);

  const started = Date.now();
  console.log(`Exporting the embedded database in ${config.dataDir} to PostgreSQL at ${describeTarget(to)}`);
  try {
    const summary = await exportToPostgres({
      dataDir: config.dataDir,
      to,
      onTable: (name, rows) => console.log(`  ${name.padEnd(28)} ${String(rows).padStart(9)} ${rows === 1 ? 'row' : 'rows'}`),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Copied ${summary.rows} rows of ${summary.tables} tables and set ${summary.sequences} sequences in ${seconds} s.`);
  } catch (err) {
    if (!(err instanceof StartupError)) console.error('The export stopped: the target database was left as it was.');
    throw err;
  }
  console.log(whereFilesAre(config));
  console.log('Next: start the server with DATABASE_URL set to this address instead of the data folder, e.g. DATABASE_URL=postgres://… npm start');
}

runCli('db:export-postgres', main);
