/**
 * Browser journeys need Debian's Chromium and a production H5 build.
 * - Chromium missing: under CI that is a failure; locally the journeys are skipped with install instructions.
 * - The H5 build is (re)made when it is missing or older than the client sources, unless E2E_SKIP_BUILD=1. Runs started
 *   side by side take turns through a lock file and look again once it is theirs, so one builds and the others use it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import { prepareTemplates } from '../support/template-databases';
import { CHROMIUM_PATH } from './support/browser';

const root = path.resolve(__dirname, '../..');
const builtIndex = path.join(root, 'dist/h5/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return ['src', 'contract', 'config'].some((d) => newestMtime(path.join(root, d)) > built);
}

export default async function globalSetup(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    const how = 'Install it with: sudo apt-get install -y chromium fonts-noto-cjk';
    if (process.env.CI) throw new Error(`Chromium not found at ${CHROMIUM_PATH}. ${how}`);
    console.warn(`\n[e2e] Chromium not found at ${CHROMIUM_PATH}: browser journeys are skipped. ${how}\n`);
    process.env.E2E_BROWSER_MISSING = '1';
    return;
  }
  if (process.env.E2E_SKIP_BUILD !== '1' && buildIsStale()) {
    const release = await lock(root, { lockfilePath: path.join(root, '.h5-build.lock'), stale: 15 * 60_000, update: 10_000, retries: { retries: 900, minTimeout: 1000, maxTimeout: 1000 } });
    try {
      if (buildIsStale()) {
        console.log('\n[e2e] building the H5 client for the browser journeys…');
        // Jest sets NODE_ENV=test, which would make Taro emit a development build with hot-reload hooks.
        const env = { ...process.env, NODE_ENV: 'production' };
        execFileSync('npm', ['run', '--silent', 'build:h5'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
      }
    } finally {
      await release();
    }
  }
  if (!existsSync(builtIndex)) throw new Error('dist/h5/index.html is missing: run `npm run build:h5`.');
  await prepareTemplates();
}
