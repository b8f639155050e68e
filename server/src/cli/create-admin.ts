/**
 * Creates the first administrator of an installation (or resets its password):
 *   npm run create-admin -- [--account admin] [--name 系统管理员]
 * Uses the same DATABASE_URL / DATA_DIR as the server, migrates the database if needed, and asks for the password
 * twice without echoing it. Piped input (one line, the password) serves scripted installs.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { checkNewPassword, checkPasswordConfirm } from '../../../contract/rules/validation';
import { specText } from '../../../contract/texts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { hashPassword } from '../modules/auth/passwords';
import { upsertSuperUser } from '../modules/org/org.service';
import { prepareAsOwner } from '../startup/prepare-database';
import { StartupError } from '../startup/startup-error';
import { runCli } from './run-cli';

async function readLines(prompts: string[]): Promise<string[]> {
  const input = process.stdin;
  const rl = createInterface({ input, output: process.stdout, terminal: input.isTTY === true });
  const answers: string[] = [];
  if (!input.isTTY) {
    // Scripted: one line, the password, used for both entries.
    for await (const line of rl) {
      answers.push(line, line);
      break;
    }
    rl.close();
    return answers;
  }
  const muted = rl as unknown as { _writeToOutput(text: string): void; output: NodeJS.WriteStream };
  for (const prompt of prompts) {
    process.stdout.write(prompt);
    // Hide what is typed: the prompt is written above, keystrokes are not echoed.
    muted._writeToOutput = () => undefined;
    answers.push(await new Promise<string>((resolve) => rl.question('', resolve)));
    process.stdout.write('\n');
  }
  rl.close();
  return answers;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { account: { type: 'string', default: 'admin' }, name: { type: 'string', default: '系统管理员' } } });
  const account = values.account.trim();
  if (!/^[A-Za-z0-9_.-]{2,64}$/.test(account)) throw new StartupError('the account must be 2 to 64 letters, digits, dots, dashes or underscores');
  const [password, confirm] = await readLines([`Password for ${account}: `, 'Again: ']);
  const problem = checkNewPassword(password ?? '') ?? checkPasswordConfirm(password ?? '', confirm ?? '');
  if (problem) throw new StartupError(specText(problem, 'en'));

  const config = loadConfig();
  process.umask(0o077);
  const database = await openDatabase(config);
  try {
    await prepareAsOwner(config, database.db, { seedDemo: false });
    const outcome = await upsertSuperUser(database.db, { uid: account, name: values.name.trim() || account, passwordHash: await hashPassword(password.trim()) });
    console.log(`Administrator ${account} ${outcome}. Sign in at /v2/site/login.`);
  } finally {
    await database.close();
  }
}

runCli('create-admin', main);
