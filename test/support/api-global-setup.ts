/**
 * Fails early and clearly when a configured test service is unreachable, instead of in every suite; then seeds the
 * demo campus once for the run (test/support/template-databases.ts).
 */
import pg from 'pg';
import { prepareTemplates } from './template-databases';

export default async function apiGlobalSetup(): Promise<void> {
  await checkPostgres();
  await prepareTemplates();
}

async function checkPostgres(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (err) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is not reachable: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
