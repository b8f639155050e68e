/** Runs the real `server/src/main.ts` (or another entry) as a child process, as an operator would start it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the port once the server says it is running; rejects if it exits first. */
  running: Promise<number>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

export function startServerProcess(env: Record<string, string>, entry = 'server/src/main.ts', stdin?: string, args: string[] = []): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  child.stdin?.end(stdin ?? '');
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const running = new Promise<number>((resolve, reject) => {
    const check = () => {
      const match = /is running: http:\/\/localhost:(\d+)\//.exec(out);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', check);
    void exited.then((code) => reject(new Error(`exited with ${code} before running:\n${out}`)));
  });
  running.catch(() => undefined);
  return { child, output: () => out, running, exited };
}

/** Stack frames in an operator-facing message mean the failure was not explained. */
export const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;
