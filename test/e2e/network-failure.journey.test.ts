/**
 * Journey: a visitor reading in English opens the home page, goes to sign in, and the server stops before they
 * submit. The failure is told in English (spec §8 network failure), not in the Chinese of the default language.
 * At phone and desktop size, each against its own server, which the journey stops.
 */
import type { Browser, Page } from 'playwright-core';
import { specText } from '../../contract/texts';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { launchBrowser, newPage, screenshot, uncaughtErrors, viewports } from './support/browser';
import { BUILT_H5, describeBrowser } from './support/journey';
import { toLanguage } from './support/pages';

const guest = demoAccounts.guest;
const NETWORK_FAILURE_EN = 'Data request failed, please reopen the page or tap the button';

describeBrowser('network failure journey in English', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(viewports)('at $width×$height', (viewport) => {
    let server: TestServer;
    let stopped: Promise<void> | undefined;
    let page: Page;
    const languages: string[] = [];

    beforeAll(async () => {
      server = await startTestServer({ seed: true, staticDir: BUILT_H5 });
      page = await newPage(browser, viewport);
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) languages.push(request.headers()['accept-language'] ?? '');
      });
    });
    afterAll(async () => {
      await page?.context().close();
      await (stopped ?? server?.close());
    });

    it('shows the English network-failure text when the server has stopped', async () => {
      await page.goto(`${server.url}/v2/site/index`);
      await page.getByTestId('hot-app').first().waitFor();
      await toLanguage(page, 'en');
      await page.getByText('Popular services').first().waitFor();

      await page.getByTestId('login-button').first().click();
      await page.getByTestId('login-outside').first().click();
      await page.getByLabel('Account').fill(guest.account);
      await page.getByLabel('Password').fill(guest.password);
      languages.length = 0;
      stopped = server.close();
      await stopped;

      await page.getByTestId('login-submit').first().click();
      const error = page.getByTestId('login-error').first();
      await expect(error.textContent()).resolves.toBe(NETWORK_FAILURE_EN);
      expect(NETWORK_FAILURE_EN).toBe(specText('network', 'en'));
      // The call made in English asked the server for English answers.
      expect(languages).toEqual(['en']);
      await screenshot(page, `network-failure-en-${viewport.name}`);
      expect(uncaughtErrors(page)).toEqual([]);
    });
  });
});
