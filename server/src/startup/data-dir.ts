/**
 * The embedded database's folder holds password hashes (in its WAL) and sessions: only the server's own user may
 * read it. It is created 0700; on start, modes we own are tightened (folders 0700, files 0600); a folder that
 * others can still read (owned by someone else, say) stops the start.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error';

const OTHERS_AND_GROUP = 0o077;

function tighten(target: string, uid: number | undefined): void {
  const stat = lstatSync(target);
  if (stat.isSymbolicLink() || (uid !== undefined && stat.uid !== uid)) return;
  if (stat.isDirectory()) {
    if (stat.mode & OTHERS_AND_GROUP) chmodSync(target, 0o700);
    for (const entry of readdirSync(target)) tighten(path.join(target, entry), uid);
  } else if (stat.mode & OTHERS_AND_GROUP) {
    chmodSync(target, 0o600);
  }
}

/** `owner`: the user whose files may be changed (the server's own; a parameter so tests can play someone else). */
export function secureDataDir(dataDir: string, owner = process.getuid?.()): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tighten(dataDir, owner);
  const mode = statSync(dataDir).mode & 0o777;
  if (mode & OTHERS_AND_GROUP) {
    throw new StartupError(
      `the data folder ${dataDir} can be read by other users (mode ${mode.toString(8)}) and is not ours to change: ` +
        `run chmod -R go-rwx ${dataDir} as its owner, or set DATA_DIR to a folder of this user`,
    );
  }
}
