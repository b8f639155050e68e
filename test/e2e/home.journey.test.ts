/**
 * Journey: a visitor opens the home page, sees hot services that come from the database, signs in as the demo
 * off-campus user, sees their name, signs out; an unknown path shows the home page. At phone and desktop size.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { USER_ID_COOKIE, calls, type AppCard, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/src/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { browserMissing, launchBrowser, newPage, screenshot, seriousA11yViolations, uncaughtErrors, viewports } from './support/browser';

const describeBrowser = browserMissing ? describe.skip : describe;
const guest = demoAccounts.guest;

describeBrowser('home journey', () => {
  let server: TestServer;
  let browser: Browser;
  let hotAppNames: string[];

  beforeAll(async () => {
    server = await startTestServer({ seed: true, staticDir: path.resolve(__dirname, '../../dist/h5') });
    browser = await launchBrowser();
    const res = await fetch(`${server.url}${calls.homehotapps.path}`);
    const body = (await res.json()) as Envelope<AppCard[]>;
    hotAppNames = body.d.map((app) => app.name);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  describe.each(viewports)('at $width×$height', (viewport) => {
    let page: Page;

    beforeAll(async () => {
      page = await newPage(browser, viewport);
    });
    afterEach(() => {
      expect(uncaughtErrors(page)).toEqual([]);
    });
    afterAll(async () => {
      await page.context().close();
    });

    it('shows the hot services from the database and passes the accessibility check', async () => {
      expect(hotAppNames.length).toBeGreaterThan(0);
      await page.goto(`${server.url}/v2/site/index`);
      for (const name of hotAppNames.slice(0, 3)) {
        await page.getByTestId('hot-app').filter({ hasText: name }).first().waitFor();
      }
      await page.getByTestId('search-input').first().waitFor();
      await screenshot(page, `home-${viewport.name}`);
      const violations = await seriousA11yViolations(page);
      expect(violations).toEqual([]);
    });

    it('signs in as the demo off-campus user, shows the name, and signs out', async () => {
      await page.getByTestId('login-button').first().click();
      await page.getByLabel('账号').fill(guest.account);
      await page.getByLabel('密码').fill('not-the-password');
      await page.getByTestId('login-submit').first().click();
      await expect(page.getByTestId('login-error').textContent()).resolves.toBe('账号或密码错误');
      await screenshot(page, `login-error-${viewport.name}`);

      await page.getByLabel('密码').fill(guest.password);
      await page.getByTestId('login-submit').first().click();
      await page.getByTestId('user-name').filter({ hasText: guest.name }).first().waitFor();
      await screenshot(page, `home-signed-in-${viewport.name}`);

      await page.getByTestId('user-name').first().click();
      await page.getByTestId('logout').first().click();
      await page.getByTestId('login-button').first().waitFor();
      const cookies = await page.context().cookies();
      expect(cookies.map((c) => c.name)).not.toContain(USER_ID_COOKIE);
    });

    it('shows the home page for an unknown path', async () => {
      await page.goto(`${server.url}/v2/no/such/page`);
      await page.getByTestId('hot-app').first().waitFor();
      expect(await page.title()).not.toBe('');
    });
  });
});
