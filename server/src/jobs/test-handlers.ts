/**
 * A job kind for tests of the real server process only (test/api/jobs-restart.test.ts): when
 * JOBS_TEST_RECORD_FILE is set, `test.record` appends its payload to that file. Never set in production.
 */
import { appendFileSync } from 'node:fs';
import type { JobHandlers } from './runner';

export function testJobHandlers(env: NodeJS.ProcessEnv): JobHandlers {
  const file = env.JOBS_TEST_RECORD_FILE;
  if (!file) return {};
  return { 'test.record': async (payload) => appendFileSync(file, `${JSON.stringify(payload)}\n`) };
}
