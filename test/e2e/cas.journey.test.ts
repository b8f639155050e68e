/**
 * Journey: a student signs in through campus single sign-on — the on-campus choice, the CAS server's own form, back
 * on the home page with their name — and signs out through the CAS logout, back on the portal signed out, with the
 * campus sign-on ended too. At phone and desktop size, each screen checked with axe-core.
 */
import { USER_ID_COOKIE } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { startCasServer, type TestCasServer } from '../support/cas-server';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked } from './support/pages';

const student = demoAccounts.student;

describeBrowser('campus single sign-on journey', () => {
  let cas: TestCasServer;
  beforeAll(async () => {
    cas = await startCasServer();
  });
  afterAll(async () => {
    await cas?.close();
  });
  const journey = journeyServer({
    config: () => ({ cas: { baseUrl: cas.baseUrl, createUsers: false, attributes: { number: 'uid', name: 'cn', identity: 'userType', department: 'deptCode' } } }),
  });

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);

    it('signs a student in on the CAS form and out through the CAS logout', async () => {
      const { page } = view;
      await page.goto(`${journey.server.url}/v2/site/index`);
      await page.getByTestId('login-button').first().click();
      await page.getByTestId('login-campus').first().click();

      await page.waitForURL((url) => url.href.startsWith(`${cas.baseUrl}/login`));
      await page.getByLabel('用户名').fill(student.account);
      await page.getByLabel('密码').fill(student.password);
      await page.getByRole('button', { name: '登录' }).click();

      await page.waitForURL(`${journey.server.url}/v2/site/${viewport.name === 'phone' ? 'm_indexs' : 'index'}`);
      await page.getByTestId('user-name').filter({ hasText: student.name }).first().waitFor();
      await checked(page, `cas-signed-in-${viewport.name}`);

      await page.getByTestId('user-name').first().click();
      await page.getByTestId('logout').first().click();
      await page.getByTestId('login-button').first().waitFor();
      expect((await page.context().cookies(journey.server.url)).map((c) => c.name)).not.toContain(USER_ID_COOKIE);
      await checked(page, `cas-signed-out-${viewport.name}`);

      // The campus sign-on ended too: the next campus sign-in asks for the password again.
      await page.getByTestId('login-button').first().click();
      await page.getByTestId('login-campus').first().click();
      await page.getByLabel('用户名').waitFor();
    });
  });
});
