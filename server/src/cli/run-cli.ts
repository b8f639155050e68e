/** Runs a command-line tool: a known failure prints its message alone, anything else its stack too; both exit 1. */
import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/connect';
import { StartupError } from '../startup/startup-error';

export function runCli(name: string, main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    const known = err instanceof StartupError || err instanceof ConfigError || err instanceof DataDirLockedError;
    console.error(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    if (!known || process.env.LOG_LEVEL === 'debug') console.error(err);
    process.exit(1);
  });
}
