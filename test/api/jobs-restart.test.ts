/**
 * A timer survives a restart of the real embedded server: the server schedules a job, stops before it is due,
 * and runs it exactly once after it starts again on the same data folder. The folder takes one process at a time,
 * so the test looks into it in-process only while no server is running.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../../server/src/db/connect';
import type { Db } from '../../server/src/db/database';
import { enqueueJob } from '../../server/src/jobs';
import { startServerProcess, type ServerProcess } from '../support/server-process';

// Far beyond the test: the timer falls due while the server is down because the test moves its time there, not
// because the clock ran, so a slow stop on a busy machine cannot let it run before the restart.
const DELAY_MS = 3_600_000;

describe('jobs across a restart of the embedded server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ch-jobs-'));
  const dataDir = path.join(dir, 'data');
  const recordFile = path.join(dir, 'ran.jsonl');
  // No demo campus: seeding is slow and has nothing to do with timers.
  const env = { PORT: '0', DATA_DIR: dataDir, SEED_DEMO: '0', JOBS_POLL_MS: '100', JOBS_TEST_RECORD_FILE: recordFile };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const recorded = (): unknown[] =>
    existsSync(recordFile) ? readFileSync(recordFile, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
  async function until(condition: () => boolean, what: string, server: ServerProcess): Promise<void> {
    for (let waited = 0; !condition(); waited += 50) {
      if (waited > 120_000) throw new Error(`gave up waiting: ${what}\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async function stop(server: ServerProcess): Promise<void> {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }
  async function inFolder<T>(use: (db: Db) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir });
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  }
  const timer = (db: Db) => db.selectFrom('jobs').selectAll().where('kind', '=', 'test.record').execute();

  it('runs a job that fell due while the server was down once, after it starts again', async () => {
    // The first server's first job makes it schedule the timer itself.
    await inFolder(async (db) => {
      await migrateToLatest(db);
      await enqueueJob(db, { kind: 'test.schedule', payload: { delayMs: DELAY_MS, record: 'timer ran' }, runAt: new Date() });
    });
    const first = startServerProcess(env);
    await first.running;
    await until(() => recorded().length > 0, 'the server schedules the timer', first);
    await stop(first);

    const [pending] = await inFolder(timer);
    expect(recorded()).toEqual(['scheduled']);
    expect(pending).toMatchObject({ state: 'pending', attempts: 0 });
    expect(pending.run_at.getTime()).toBeGreaterThan(Date.now());
    // The hour passes while the server is down.
    await inFolder((db) => db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000) }).where('id', '=', pending.id).execute());

    const second = startServerProcess(env);
    await second.running;
    await until(() => recorded().length > 1, 'the timer runs after the restart', second);
    // A few more polls: it must not run again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stop(second);

    expect(recorded()).toEqual(['scheduled', 'timer ran']);
    expect(await inFolder(timer)).toMatchObject([{ state: 'done', attempts: 1 }]);
  });
});
