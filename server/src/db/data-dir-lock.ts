/**
 * One server per embedded data folder. The lock (proper-lockfile) goes stale 15 s after its holder stops
 * refreshing it; the holder's pid is recorded beside it, so a restart after a crash on the same machine takes
 * over at once instead of waiting, and a live holder is named in the refusal.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { secureDataDir } from '../startup/data-dir';

const STALE_MS = 15_000;

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `The data folder ${dataDir} is already in use by another Campus Hall server (${holder}). ` +
        'Stop that server first, or start this one with another folder (DATA_DIR=/path/to/folder npm start) ' +
        'or with DATABASE_URL pointing at PostgreSQL.',
    );
  }
}

interface Holder {
  pid: number;
  host: string;
}

function readHolder(pidFile: string): Holder | null {
  try {
    const [pid, host] = readFileSync(pidFile, 'utf8').trim().split('\n');
    return { pid: Number(pid), host: host ?? '' };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  secureDataDir(dataDir);
  const lockPath = path.join(dataDir, '.campus-hall.lock');
  const pidFile = path.join(dataDir, '.campus-hall.pid');
  const take = () => lockfile.lock(dataDir, { lockfilePath: lockPath, stale: STALE_MS, update: STALE_MS / 3 });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (err) {
    if ((err as { code?: string }).code !== 'ELOCKED') throw err;
    const holder = readHolder(pidFile);
    if (holder && holder.host === hostname() && holder.pid !== process.pid && !isAlive(holder.pid)) {
      // The holder on this machine is gone (killed or crashed): its lock is stale now, not in 15 s.
      rmSync(lockPath, { recursive: true, force: true });
      release = await take();
    } else {
      const who = holder ? `pid ${holder.pid} on ${holder.host}` : 'holder unknown';
      throw new DataDirLockedError(dataDir, `${who}; if it has stopped, its lock expires ${STALE_MS / 1000} s after its last refresh`);
    }
  }
  writeFileSync(pidFile, `${process.pid}\n${hostname()}\n`, { mode: 0o600 });
  return async () => {
    rmSync(pidFile, { force: true });
    await release();
  };
}
