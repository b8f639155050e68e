/**
 * What a hostile or broken client meets before any handler runs: cross-site unsafe requests, control
 * characters, undecodable URLs, oversized headers, and the page's script policy. Through real HTTP.
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { calls, ErrorCode, SESSION_COOKIE } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

const guest = { username: demoAccounts.guest.account, password: demoAccounts.guest.password };
const inlineScript = "document.documentElement.dataset.client='mobile'";

describe('request guards', () => {
  let server: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'ch-guards-'));
    writeFileSync(path.join(staticDir, 'index.html'), `<!doctype html><title>shell</title><script>${inlineScript}</script><div id="app"></div>`);
    server = await startTestServer({ staticDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  describe('cross-site requests', () => {
    it('refuses a sign-in posted from another site, by Origin or by Sec-Fetch-Site', async () => {
      const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
      for (const headers of foreign) {
        const api = new ApiClient(server.url);
        const res = await api.call(calls.login, guest, headers);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ e: ErrorCode.FORBIDDEN, m: '请求来自其他网站，已被拒绝', d: null });
        expect(api.cookies.has(SESSION_COOKIE)).toBe(false);
      }
    });

    it('accepts our own pages, and clients that send no browser origin (the mini-program, servers)', async () => {
      const own = new URL(server.url);
      const ours: Record<string, string>[] = [{ origin: own.origin, 'sec-fetch-site': 'same-origin' }, { origin: own.origin }, {}];
      for (const headers of ours) {
        expect((await new ApiClient(server.url).call(calls.login, guest, headers)).body.e).toBe(0);
      }
    });

    it('signs out only by POST: a link or image cannot end a session', async () => {
      const api = new ApiClient(server.url);
      await api.call(calls.login, guest);
      const byLink = await api.request('GET', calls.logout.path);
      expect(byLink.body.e).toBe(ErrorCode.NOT_FOUND);
      expect((await api.call(calls.getUserName)).body.e).toBe(0);
      const foreign = await api.call(calls.logout, {}, { 'sec-fetch-site': 'cross-site' });
      expect(foreign.body.e).toBe(ErrorCode.FORBIDDEN);
      expect((await api.call(calls.getUserName)).body.e).toBe(0);
      expect((await api.call(calls.logout)).body.e).toBe(0);
      expect((await api.call(calls.getUserName)).body.e).toBe(ErrorCode.LOGIN_REQUIRED);
    });
  });

  describe('malformed input', () => {
    it.each(['\u0000', '\u001b[31m', 'a\u0007b'])('refuses control characters (%j) with a message naming the field', async (bad) => {
      const res = await new ApiClient(server.url).call(calls.login, { username: `guest${bad}`, password: 'x' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ e: ErrorCode.INVALID_INPUT, m: '参数 username 含有不允许的控制字符', d: null });
      const query = await new ApiClient(server.url).call(calls.searchWords, { search_type: 1, q: `x${bad}` });
      expect(query.body.e).toBe(ErrorCode.INVALID_INPUT);
    });

    it('keeps tabs and new lines, which are text', async () => {
      const res = await new ApiClient(server.url).call(calls.login, { username: 'guest\t', password: 'wrong\npassword' });
      expect(res.body.e).toBe(ErrorCode.FAILED);
    });

    it('answers an undecodable URL with the envelope and does not echo it', async () => {
      const res = await fetch(`${server.url}/api/apps/%E0%A4%A<script>`);
      const text = await res.text();
      expect(res.status).toBe(400);
      expect(JSON.parse(text)).toEqual({ e: ErrorCode.INVALID_INPUT, m: '请求格式不正确', d: null });
      expect(text).not.toContain('script');
    });

    it('answers oversized headers with the envelope and does not echo them', async () => {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${server.url}/api/site/getSiteConfig`, { headers: { 'x-junk': `<b>${'x'.repeat(20_000)}</b>` } }, (res) => {
          let data = '';
          res.on('data', (c: Buffer) => (data += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(431);
      expect(JSON.parse(body)).toMatchObject({ e: ErrorCode.INVALID_INPUT });
      expect(body).not.toContain('<b>');
    });
  });

  describe('the page script policy', () => {
    it('allows our own scripts and the shell inline script by hash, never any inline script', async () => {
      const res = await fetch(`${server.url}/v2/site/index`);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const hash = createHash('sha256').update(inlineScript).digest('base64');
      expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
    });
  });
});
