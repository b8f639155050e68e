/**
 * A real nginx in front of benchmarked server processes. Debian's nginx is installed with apt-get when missing (as
 * .ci/run installs Chromium); a system nginx service is never used: each start has its own prefix folder holding its
 * config, pid file, logs and temporary files, and runs the master as a child process (`daemon off`) until stopped.
 * NGINX_PATH names another binary.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './server-process';

const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const startTimeoutMs = 30_000;

/** The nginx binary, installed from the Debian packages first when it is missing. */
export function ensureNginx(): string {
  if (existsSync(nginxPath)) return nginxPath;
  if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH=${nginxPath} does not exist`);
  console.log('nginx: not installed; installing the Debian package …');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'nginx']]) {
    const command = [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    const run = spawnSync(command[0], command.slice(1), { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${command.join(' ')} failed (${run.error?.message ?? `exit ${run.status}`}):\n${run.stderr}${run.stdout}`);
  }
  if (!existsSync(nginxPath)) throw new Error(`apt-get installed nginx, but ${nginxPath} is not there: set NGINX_PATH`);
  return nginxPath;
}

/** `nginx/1.22.1`, say. */
export function nginxVersion(): string {
  const run = spawnSync(ensureNginx(), ['-v'], { encoding: 'utf8' });
  return `${run.stderr}${run.stdout}`.trim().replace(/^nginx version:\s*/, '');
}

export interface ProxyLayout {
  /** The API processes' ports on 127.0.0.1, as one upstream. */
  apiPorts: number[];
  /** A bare yardstick's port, answered at /bare through the same server block. */
  barePort?: number;
}

/**
 * The configuration docs/deployment.md describes, in a prefix folder of its own: one upstream of every API process
 * (least_conn; passive health with max_fails/fail_timeout, since open-source nginx cannot poll /readyz itself),
 * kept-alive HTTP/1.1 connections to them, the browser's Host and X-Forwarded-For passed on, /metrics refused, gzip
 * off (the server compresses its own answers). No access log, so the bench measures the proxying alone.
 */
export function nginxConfig(dir: string, listenPort: number, layout: ProxyLayout): string {
  const servers = layout.apiPorts.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`).join('\n');
  const bare = layout.barePort === undefined ? '' : `  upstream bare {\n    server 127.0.0.1:${layout.barePort};\n    keepalive 32;\n  }\n`;
  return `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user nobody nogroup;\n' : ''}events {
  worker_connections 4096;
}
http {
  access_log off;
  # The load generator keeps its connections for the whole run; at the default (1000 requests) nginx closes them
  # under it, which it takes as errors.
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream campus_hall {
    least_conn;
${servers}
    keepalive 32;
    keepalive_timeout 60s;
  }
${bare}  server {
    listen 127.0.0.1:${listenPort};
    gzip off;
    client_max_body_size 60m;
    proxy_request_buffering off;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 5s;
    proxy_read_timeout 60s;
    proxy_send_timeout 60s;
    proxy_next_upstream error timeout;
    location = /metrics {
      deny all;
    }
${layout.barePort === undefined ? '' : '    location = /bare {\n      proxy_pass http://bare;\n    }\n'}    location / {
      proxy_pass http://campus_hall;
    }
  }
}
`;
}

export interface RunningNginx {
  url: string;
  /** The master and its workers (for CPU accounting). */
  pids: number[];
  stop(): Promise<void>;
}

/** The master's children: its workers. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** nginx on a free port of 127.0.0.1 in front of `layout`, answering once `readyPath` answers 2xx through it. */
export async function startNginx(layout: ProxyLayout, readyPath: string): Promise<RunningNginx> {
  const binary = ensureNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'ch-nginx-'));
  // Started as root, the workers run as nobody: they need to reach the temporary folders nginx makes for them here.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, layout));
  const child = spawn(binary, ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited: number | null | undefined;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const gone = new Promise<void>((resolve) => child.once('exit', (code) => resolve(void (exited = code))));
  const log = () => `${output}${existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`;
  const stop = async () => {
    if (exited === undefined) {
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  while (exited === undefined && Date.now() < deadline) {
    const ok = await fetch(`${url}${readyPath}`).then((r) => r.ok, () => false);
    if (ok) return { url, pids: [child.pid!, ...childrenOf(child.pid!)], stop };
    await sleep(200);
  }
  const why = exited === undefined ? `did not answer ${readyPath} with 2xx in ${startTimeoutMs / 1000} s` : `exited with ${exited}`;
  const text = log();
  await stop();
  throw new Error(`nginx ${why}:\n${text}`);
}
