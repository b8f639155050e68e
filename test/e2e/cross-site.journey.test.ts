/**
 * Journey: a signed-in user opens a page on another site that tries to sign them into the attacker's account
 * with an auto-submitted form, and to sign them out with an image. Neither works; their own session stays.
 * In Debian Chromium, so the browser's real Origin and Sec-Fetch-Site headers are what the server judges.
 */
import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { launchBrowser, newPage } from './support/browser';
import { BUILT_H5, describeBrowser } from './support/journey';


function attackerPage(target: string): string {
  const attacker = demoAccounts.student;
  return `<!doctype html><html><body>
  <img src="${target}${calls.logout.path}" alt="">
  <form id="f" method="POST" action="${target}${calls.login.path}">
    <input name="username" value="${attacker.account}"><input name="password" value="${attacker.password}">
  </form>
  <script>document.getElementById('f').submit();</script>
</body></html>`;
}

describeBrowser('a page on another site', () => {
  let server: TestServer;
  let browser: Browser;
  let evil: Server;
  let evilUrl: string;

  beforeAll(async () => {
    server = await startTestServer({ seed: true, staticDir: BUILT_H5 });
    browser = await launchBrowser();
    evil = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(attackerPage(server.url));
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    // "localhost" is another site than "127.0.0.1" to the browser: a real cross-site request.
    evilUrl = `http://localhost:${(evil.address() as { port: number }).port}/`;
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => evil?.close(() => resolve()));
    await server?.close();
  });

  async function whoAmI(context: BrowserContext): Promise<string | null> {
    const res = await context.request.get(`${server.url}${calls.getUserName.path}`);
    const body = (await res.json()) as Envelope<{ uid: string } | null>;
    return body.d?.uid ?? null;
  }

  it('cannot sign the user into another account or sign them out', async () => {
    const page = await newPage(browser, { name: 'desktop', width: 1280, height: 800 });
    const context = page.context();
    await page.goto(`${server.url}/v2/site/login`);
    const signIn = await page.evaluate(async (url) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=guest&password=Guest%402026' });
      return ((await res.json()) as { e: number }).e;
    }, `${server.url}${calls.login.path}`);
    expect(signIn).toBe(0);
    expect(await whoAmI(context)).toBe('guest');

    const refused = page.waitForResponse((res) => res.url().endsWith(calls.login.path));
    await page.goto(evilUrl);
    const response = await refused;
    expect(response.status()).toBe(403);
    expect(((await response.json()) as Envelope<null>).e).toBe(403);

    expect(await whoAmI(context)).toBe('guest');
    await context.close();
  });
});
