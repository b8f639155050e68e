/** Starts Campus Hall: checks the port, opens and prepares the database, serves H5 and the API. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/connect';
import { testJobHandlers } from './jobs/test-handlers';
import { demoAccounts } from '../demo/campus/accounts';
import { ensurePortFree } from './startup/port-check';
import { prepareAsOwner } from './startup/prepare-database';
import { connectRedis, redisAddress } from './startup/redis-connection';
import { StartupError } from './startup/startup-error';

async function main(): Promise<void> {
  const config = loadConfig();
  // Files the server creates (the embedded database above all) are for its own user only.
  process.umask(0o077);
  const started = Date.now();
  await ensurePortFree(config.port, config.host);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const database = await openDatabase(config);
  const { seeded } = await prepareAsOwner(config, database.db, { seedDemo: config.seedDemo });
  if (config.production && !config.seedDemo) console.log('NODE_ENV=production: no demo campus; set SEED_DEMO=1 to seed it');
  const app = await buildApp({
    config,
    db: database.db,
    poolStats: database.poolStats,
    redis,
    redisPrefix: config.redisPrefix,
    redisAddress: config.redisUrl && redisAddress(config.redisUrl),
    jobHandlers: testJobHandlers(process.env),
  });

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
      `  ${where}${seeded ? ', demo campus seeded' : ''}; ready in ${Date.now() - started} ms`,
      ...(config.seedDemo
        ? ['  Demo sign-ins:', ...Object.values(demoAccounts).map((a) => `    ${a.role.padEnd(16)} ${a.account.padEnd(12)} ${a.password}   ${a.name}`)]
        : ['  Create the first administrator with: npm run create-admin']),
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  const known = err instanceof StartupError || err instanceof DataDirLockedError || err instanceof ConfigError;
  const debug = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
  // An operator needs the cause and the fix; the stack helps only when debugging.
  const hint = known || debug ? '' : ' (LOG_LEVEL=debug shows the details)';
  console.error(`\nCampus Hall did not start: ${err instanceof Error ? err.message : String(err)}${hint}\n`);
  if (debug) console.error(err);
  process.exit(1);
});
