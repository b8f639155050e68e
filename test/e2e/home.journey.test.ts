/**
 * Journey: a visitor opens the home page, sees hot services that come from the database, signs in as the demo
 * off-campus user, sees their name, signs out; an unknown path shows the home view.page. At phone and desktop size.
 */
import { USER_ID_COOKIE, calls, type AppCard, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { screenshot, everyA11yViolation, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';

const guest = demoAccounts.guest;

describeBrowser('home journey', () => {
  const journey = journeyServer();
  let hotAppNames: string[];

  beforeAll(async () => {
    const res = await fetch(`${journey.server.url}${calls.homehotapps.path}`);
    const body = (await res.json()) as Envelope<AppCard[]>;
    hotAppNames = body.d.map((app) => app.name);
  });

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);

    it('shows the hot services from the database and passes the accessibility check', async () => {
      expect(hotAppNames.length).toBeGreaterThan(0);
      await view.page.goto(`${journey.server.url}/v2/site/index`);
      for (const name of hotAppNames.slice(0, 3)) {
        await view.page.getByTestId('hot-app').filter({ hasText: name }).first().waitFor();
      }
      await view.page.getByTestId('search-input').first().waitFor();
      await screenshot(view.page, `home-${viewport.name}`);
      const violations = await everyA11yViolation(view.page);
      expect(violations).toEqual([]);
    });

    it('signs in as the demo off-campus user, shows the name, and signs out', async () => {
      await view.page.getByTestId('login-button').first().click();
      // The demo site offers the on/off-campus choice (outside_school_button_is_show: yes).
      await view.page.getByTestId('login-outside').first().click();
      await view.page.getByLabel('账号').fill(guest.account);
      await view.page.getByLabel('密码').fill('not-the-password');
      await view.page.getByTestId('login-submit').first().click();
      await expect(view.page.getByTestId('login-error').textContent()).resolves.toBe('账号或密码错误');
      await screenshot(view.page, `login-error-${viewport.name}`);

      await view.page.getByLabel('密码').fill(guest.password);
      await view.page.getByTestId('login-submit').first().click();
      await view.page.getByTestId('user-name').filter({ hasText: guest.name }).first().waitFor();
      await screenshot(view.page, `home-signed-in-${viewport.name}`);

      await view.page.getByTestId('user-name').first().click();
      await view.page.getByTestId('logout').first().click();
      // Without single sign-on or a logout address, signing out ends on the login page (spec §4 "Login redirect").
      await view.page.getByTestId('login-submit').first().waitFor();
      const cookies = await view.page.context().cookies();
      expect(cookies.map((c) => c.name)).not.toContain(USER_ID_COOKIE);
    });

    it('shows the home page for an unknown path', async () => {
      await view.page.goto(`${journey.server.url}/v2/no/such/page`);
      await view.page.getByTestId('hot-app').first().waitFor();
      expect(await view.page.title()).not.toBe('');
    });
  });
});
