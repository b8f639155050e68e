/**
 * Fails early and clearly when a configured test service is unreachable, instead of in every suite; then seeds the
 * demo campus once for the run (test/support/template-databases.ts). With TEST_FILES_S3=1, starts the S3 server the
 * run's test servers keep their files in (test/support/test-server.ts).
 */
import pg from 'pg';
import { startS3Server, type TestS3Server } from './s3-server';
import { prepareTemplates } from './template-databases';

/** Read by api-global-teardown.ts: jest shares globals, not modules, between the two. */
export const runServices = globalThis as { campusHallS3?: TestS3Server };

export default async function apiGlobalSetup(): Promise<void> {
  await checkPostgres();
  await prepareTemplates();
  if (process.env.TEST_FILES_S3 === '1' && !runServices.campusHallS3) {
    runServices.campusHallS3 = await startS3Server();
    // The suites' workers start after this and inherit it.
    process.env.TEST_FILES_S3_ENDPOINT = runServices.campusHallS3.endpoint;
  }
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
