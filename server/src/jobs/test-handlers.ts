/**
 * Job kinds for tests of the real server process only (test/api/jobs-restart.test.ts), present when
 * JOBS_TEST_RECORD_FILE is set; never set in production. Each appends a line to that file when it runs.
 */
import { appendFileSync } from 'node:fs';
import { enqueueJob } from './queue';
import type { JobHandlers } from './runner';

export function testJobHandlers(env: NodeJS.ProcessEnv): JobHandlers {
  const file = env.JOBS_TEST_RECORD_FILE;
  if (!file) return {};
  const record = (line: unknown) => appendFileSync(file, `${JSON.stringify(line)}\n`);
  return {
    'test.record': async (payload) => record(payload),
    // The server enqueues a timer itself, as an engine action does: a test.record job `delayMs` from now.
    'test.schedule': async (payload, ctx) => {
      const { delayMs, record: line } = payload as { delayMs: number; record: unknown };
      await enqueueJob(ctx.db, { kind: 'test.record', payload: line, runAt: new Date(ctx.now.getTime() + delayMs) });
      record('scheduled');
    },
  };
}
