/**
 * A real OpenLDAP server for the LDAP suites: Debian's slapd on a free port, with a temporary slapd.conf and mdb
 * database of its own (never the system's service), the test tree loaded with ldapadd, stopped after. Without slapd
 * the suites are skipped locally with how to install it, and fail under CI=true.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const SLAPD = '/usr/sbin/slapd';
const LDAPADD = '/usr/bin/ldapadd';
const run = promisify(execFile);

const missing = !existsSync(SLAPD) || !existsSync(LDAPADD);
if (missing && process.env.CI) throw new Error(`slapd not found at ${SLAPD}. Install it with: apt-get install -y slapd ldap-utils`);
if (missing) console.warn(`\n[ldap] slapd not found at ${SLAPD}: the LDAP suites are skipped. Install it with: apt-get install -y slapd ldap-utils\n`);
export const describeWithSlapd = missing ? describe.skip : describe;

export const BASE = 'dc=campus,dc=test';
export const ROOT_DN = `cn=admin,${BASE}`;
const ROOT_PASSWORD = 'Directory@2026';

export interface TestSlapd {
  url: string;
  bindDn: string;
  password: string;
  /** Runs ldapadd, ldapmodify or ldapdelete against it with the LDIF (or DNs) given. */
  ldap(tool: 'ldapadd' | 'ldapmodify' | 'ldapdelete', input: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function stdinTo(tool: string, args: string[], input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += String(d)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(tool)} failed (${code}): ${err}`))));
    child.stdin.end(input);
  });
}

/** Starts slapd and loads `tree` (LDIF under dc=campus,dc=test, the base entry made here). */
export async function startSlapd(tree: string): Promise<TestSlapd> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ch-slapd-'));
  mkdirSync(path.join(dir, 'db'));
  const schema = (name: string) => `include /etc/ldap/schema/${name}.schema`;
  writeFileSync(
    path.join(dir, 'slapd.conf'),
    [schema('core'), schema('cosine'), schema('inetorgperson'), `pidfile ${dir}/slapd.pid`, 'modulepath /usr/lib/ldap', 'moduleload back_mdb',
      'database mdb', `suffix "${BASE}"`, `rootdn "${ROOT_DN}"`, `rootpw ${ROOT_PASSWORD}`, `directory ${dir}/db`, 'maxsize 104857600', 'index objectClass eq'].join('\n'),
  );
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  // -d 0 keeps it in the foreground, so it stops with the suite and its output is ours.
  const slapd: ChildProcess = spawn(SLAPD, ['-f', path.join(dir, 'slapd.conf'), '-h', `${url}/`, '-d', '0'], { stdio: 'ignore' });
  const bind = ['-x', '-H', url, '-D', ROOT_DN, '-w', ROOT_PASSWORD];
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await run('/usr/bin/ldapsearch', [...bind, '-b', '', '-s', 'base', '(objectClass=*)']);
      break;
    } catch (err) {
      if (Date.now() > deadline || slapd.exitCode !== null) throw new Error(`slapd did not start: ${String(err)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const ldap: TestSlapd['ldap'] = (tool, input) => stdinTo(`/usr/bin/${tool}`, bind, input);
  await ldap('ldapadd', `dn: ${BASE}\nobjectClass: dcObject\nobjectClass: organization\ndc: campus\no: Campus\n\n${tree}`);
  return {
    url,
    bindDn: ROOT_DN,
    password: ROOT_PASSWORD,
    ldap,
    async stop() {
      if (slapd.exitCode === null) {
        const exited = new Promise((resolve) => slapd.once('exit', resolve));
        slapd.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
