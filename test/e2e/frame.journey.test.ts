/**
 * Journey: the portal frame (spec §2 "Header and menu", §6). A visitor sees the menu without document
 * collaboration, efficiency supervision and the data center; a student signs in and still has no data center and
 * no back office; the staff member T0001 has to-dos (the red dot on My tasks) and the data-center permits; the
 * administrator sees Enter back office. Then English and back. At phone (the mobile menu) and desktop size.
 */
import type { Page } from 'playwright-core';
import { demoAccounts, type DemoAccount } from '../../server/demo/campus/accounts';
import { screenshot, everyA11yViolation, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';

describeBrowser('portal frame journey', () => {
  const journey = journeyServer();

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';

    /** The menu entries on screen: the top menu on a desktop, the menu sheet on a phone. */
    async function openMenu(page: Page): Promise<void> {
      if (phone) await page.getByTestId('menu-button').click();
      await page.getByTestId(phone ? 'menu-drawer' : 'menu-bar').waitFor();
    }
    async function closeMenu(page: Page): Promise<void> {
      if (phone) await page.keyboard.press('Escape');
    }
    const entry = (page: Page, key: string) => page.getByTestId(phone ? 'menu-drawer' : 'menu-bar').getByTestId(`menu-${key}`);

    async function signInAs(page: Page, who: DemoAccount): Promise<void> {
      await page.context().clearCookies();
      await page.goto(`${journey.server.url}/v2/site/login`);
      await page.evaluate(() => {
        const storage = globalThis as unknown as { localStorage: { clear(): void }; sessionStorage: { clear(): void } };
        storage.localStorage.clear();
        storage.sessionStorage.clear();
      });
      await page.getByLabel('账号').fill(who.account);
      await page.getByLabel('密码').fill(who.password);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('user-name').filter({ hasText: who.name }).waitFor();
    }

    /** Enter back office sits in the user popup on a desktop and in the menu sheet on a phone. */
    async function backOfficeShown(page: Page): Promise<boolean> {
      await page.getByTestId('user-name').click();
      const entryShown = await page.getByTestId('logout').waitFor().then(() => page.getByTestId('user-menu-back-office').count());
      await page.keyboard.press('Escape');
      return entryShown > 0;
    }

    it('shows a visitor the menu without the signed-in groups, and the sign-in choice this server offers', async () => {
      await view.page.goto(`${journey.server.url}/v2/site/index`);
      await view.page.getByTestId('hot-app').first().waitFor();
      await openMenu(view.page);
      await entry(view.page, 'myTasks').waitFor();
      for (const key of ['documents', 'efficiency', 'dataCenter']) await expect(entry(view.page, key).count()).resolves.toBe(0);
      await screenshot(view.page, `frame-menu-visitor-${viewport.name}`);
      await expect(everyA11yViolation(view.page)).resolves.toEqual([]);
      await closeMenu(view.page);

      // This server has no single sign-on configured, so only the off-campus sign-in is offered (cas.journey covers both).
      await view.page.getByTestId('login-button').click();
      await view.page.getByTestId('login-outside').waitFor();
      await expect(view.page.getByTestId('login-campus').count()).resolves.toBe(0);
      await view.page.getByTestId('login-outside').click();
      await view.page.getByLabel('账号').waitFor();
    });

    it('gives a student neither the data center nor Enter back office', async () => {
      await signInAs(view.page, demoAccounts.student);
      await openMenu(view.page);
      await entry(view.page, 'myTasks').waitFor();
      await expect(entry(view.page, 'dataCenter').count()).resolves.toBe(0);
      await screenshot(view.page, `frame-menu-student-${viewport.name}`);
      await closeMenu(view.page);
      expect(await backOfficeShown(view.page)).toBe(false);
    });

    it('shows the staff member the red dot on My tasks, not on the name, and the data center of their permits', async () => {
      await signInAs(view.page, demoAccounts.staff);
      await openMenu(view.page);
      await entry(view.page, 'myTasks').getByTestId('todo-dot').waitFor();
      await expect(view.page.getByTestId('user-name').getByTestId('todo-dot').count()).resolves.toBe(0);
      // On a desktop the children open on hover.
      if (!phone) await entry(view.page, 'dataCenter').hover();
      await entry(view.page, 'reportIndex').waitFor();
      await entry(view.page, 'fillReport').waitFor();
      await screenshot(view.page, `frame-menu-staff-${viewport.name}`);
      await expect(everyA11yViolation(view.page)).resolves.toEqual([]);
      await closeMenu(view.page);
    });

    it('offers the administrator Enter back office', async () => {
      await signInAs(view.page, demoAccounts.admin);
      await view.page.getByTestId('user-name').click();
      await view.page.getByTestId('user-menu-back-office').filter({ hasText: '进入后台' }).waitFor();
      await screenshot(view.page, `frame-back-office-${viewport.name}`);
      await view.page.keyboard.press('Escape');
    });

    it('switches the frame to English and back', async () => {
      await view.page.getByTestId('language-switch').click();
      await openMenu(view.page);
      await entry(view.page, 'myTasks').filter({ hasText: 'My tasks' }).waitFor();
      await entry(view.page, 'home').filter({ hasText: 'Home' }).waitFor();
      await screenshot(view.page, `frame-menu-en-${viewport.name}`);
      await closeMenu(view.page);
      await view.page.getByTestId('language-switch').click();
      await openMenu(view.page);
      await entry(view.page, 'myTasks').filter({ hasText: '我的任务' }).waitFor();
      await closeMenu(view.page);
    });
  });
});
