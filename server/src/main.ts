/** Starts Campus Hall: opens and migrates the database, seeds the demo campus on first start, serves H5 and the API. */
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, migrateToLatest, openDatabase } from './db/connect';
import { demoAccounts } from './seed/demo-accounts';
import { isSeeded, seedDemoCampus } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  const firstStart = !(await isSeeded(database.db));
  if (firstStart) await seedDemoCampus(database.db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({ config, db: database.db, redis });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  const where = database.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(
    [
      '',
      `Campus Hall is running: http://localhost:${port}/v2/site/index`,
      `  ${where}${firstStart ? ', demo campus seeded' : ''}; ready in ${Date.now() - started} ms`,
      '  Demo sign-ins:',
      ...Object.values(demoAccounts).map((a) => `    ${a.role.padEnd(16)} ${a.account.padEnd(12)} ${a.password}   ${a.name}`),
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof ConfigError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error('Campus Hall failed to start:', err);
  }
  process.exit(1);
});
