/**
 * Journey: an international student opens the home page, switches to English and reads the services in English,
 * then signs in and sees the services meant for students, in English too. At phone and desktop size.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { calls, type AppCard, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/src/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { browserMissing, launchBrowser, newPage, screenshot, uncaughtErrors, viewports } from './support/browser';

const describeBrowser = browserMissing ? describe.skip : describe;
const student = demoAccounts.student;

describeBrowser('the catalogue in English', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({ seed: true, staticDir: path.resolve(__dirname, '../../dist/h5') });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The English names the database holds for the hot services a caller sees. */
  async function englishHotNames(cookie = ''): Promise<string[]> {
    const res = await fetch(`${server.url}${calls.homehotapps.path}`, { headers: { 'accept-language': 'en', cookie } });
    const cards = ((await res.json()) as Envelope<AppCard[]>).d;
    const rows = await server.db.selectFrom('apps').select(['id', 'name_en']).where('id', 'in', cards.map((c) => c.id)).execute();
    return rows.map((r) => r.name_en).filter((n) => n.length > 0);
  }

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

    it('shows the visitor services in English once the reader switches language', async () => {
      await page.goto(`${server.url}/v2/site/index`);
      await page.getByTestId('hot-app').first().waitFor();
      await page.getByTestId('language-switch').first().click();
      const names = await englishHotNames();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names.slice(0, 3)) await page.getByTestId('hot-app').filter({ hasText: name.slice(0, 12) }).first().waitFor();
      await screenshot(page, `home-en-visitor-${viewport.name}`);
    });

    it("shows a signed-in student the students' services in English", async () => {
      await page.getByTestId('login-button').first().click();
      await page.getByLabel('Account').fill(student.account);
      await page.getByLabel('Password').fill(student.password);
      await page.getByTestId('login-submit').first().click();
      await page.getByTestId('user-name').filter({ hasText: student.name }).first().waitFor();
      const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const names = await englishHotNames(cookie);
      expect(names).toContain('Student leave request');
      await page.getByTestId('hot-app').filter({ hasText: 'Student leave' }).first().waitFor();
      await expect(page.getByTestId('hot-app').filter({ hasText: '学生请假申请' }).count()).resolves.toBe(0);
      await screenshot(page, `home-en-student-${viewport.name}`);
    });
  });
});
