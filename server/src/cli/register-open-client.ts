/**
 * Registers a third-party client of the open API (README "Open API for third-party services"), or gives an existing
 * one a new secret:
 *   npm run register-open-client -- --appid card --name 一卡通小程序
 * Uses the same DATABASE_URL / DATA_DIR as the server and migrates the database if needed. Prints the secret once;
 * only its hash is stored. A service names its client in its thirdparty_id.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { newSecret, registerClient } from '../modules/open/open.service';
import { prepareDatabase } from '../startup/prepare-database';
import { StartupError } from '../startup/startup-error';
import { runCli } from './run-cli';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { appid: { type: 'string' }, name: { type: 'string' } } });
  const appid = values.appid?.trim() ?? '';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(appid)) throw new StartupError('--appid must be 1 to 64 letters, digits, dots, dashes or underscores');
  const config = loadConfig();
  process.umask(0o077);
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database.db, { seedDemo: false });
    const secret = newSecret();
    await registerClient(database.db, { appid, name: values.name?.trim() || appid, secret });
    console.log(`Client ${appid} registered. Its secret, shown only now:\n${secret}`);
  } finally {
    await database.close();
  }
}

runCli('register-open-client', main);
