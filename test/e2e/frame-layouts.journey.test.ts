/**
 * Journey: the desktop layouts (spec §2 Layouts, §9). The site's page version 2 gives layout two, whose header is
 * fixed after 70 px of scroll and whose template switch asks before it switches; page version 1 gives layout one,
 * fixed after 300 px, with the right quick-navigation bar; inside the 5.0 main system the simple header. Each passes
 * the accessibility check. A phone keeps the mobile frame whatever the page version.
 */
import type { Page } from 'playwright-core';
import { HEADER_FIXED_AFTER } from '../../contract/constants';
import type { SiteConfig } from '../../contract/calls/site';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { siteConfig, writeSetting } from '../../server/src/modules/site/site.service';
import { screenshot, everyA11yViolation, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage, type Journey } from './support/journey';

const [phone, desktop] = viewports;

/** What an administrator would set in the back office: the site configuration (through the site service, which drops the served copy), then a fresh visit. */
async function configure(journey: Journey, change: (config: SiteConfig) => SiteConfig): Promise<void> {
  const { version: _version, ...config } = await siteConfig(journey.server.db);
  await writeSetting(journey.server.db, 'site', change(config));
}

/** Opens the home page afresh: the client keeps the site configuration for an hour (spec §9). */
async function openHome(journey: Journey, page: Page, route = '/v2/site/index'): Promise<void> {
  await page.goto(`${journey.server.url}${route}`);
  await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
  await page.reload();
  await page.getByTestId('hot-app').first().waitFor();
}

/** Taro's H5 pages scroll inside their page element, not the window. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.locator('.taro_page_show').last().evaluate((el, top) => el.scrollTo(0, top), y);
  await page.waitForTimeout(150);
}

const fixed = (page: Page) => page.getByTestId('site-header').getAttribute('data-fixed');

describeBrowser('desktop layouts journey', () => {
  const journey = journeyServer();

  describe('at 1280×800', () => {
    const view = viewportPage(journey, desktop);

    it('shows layout two for page version 2, its header fixed only beyond 70 px, and back-to-top after 300 px', async () => {
      await configure(journey, (c) => ({ ...c, page_version: 2 }));
      await openHome(journey, view.page);
      await view.page.getByTestId('menu-bar').waitFor();
      await expect(everyA11yViolation(view.page)).resolves.toEqual([]);
      await scrollTo(view.page, HEADER_FIXED_AFTER.layoutTwo);
      await expect(fixed(view.page)).resolves.toBe('false');
      await expect(view.page.getByTestId('back-to-top').count()).resolves.toBe(0);
      await scrollTo(view.page, HEADER_FIXED_AFTER.layoutTwo + 10);
      await expect(fixed(view.page)).resolves.toBe('true');
      await scrollTo(view.page, 320);
      await view.page.getByTestId('back-to-top').click();
      await view.page.waitForFunction(() => {
        const pages = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ scrollTop: number }> } }).document.querySelectorAll('.taro_page_show');
        return pages[pages.length - 1].scrollTop === 0;
      });
      await expect(fixed(view.page)).resolves.toBe('false');
      await scrollTo(view.page, 400);
      await view.page.screenshot({ path: 'test-results/frame-layout-two-fixed-desktop.png' });
    });

    it('switches the template only after the user confirms', async () => {
      await scrollTo(view.page, 0);
      await expect(view.page.getByTestId('template-current').textContent()).resolves.toBe('公众版');
      await view.page.getByTestId('template-switch').click();
      await view.page.getByTestId('template-option-task').click();
      await view.page.getByText('确定切换到任务版吗？').waitFor();
      await screenshot(view.page, 'frame-template-confirm-desktop');
      await view.page.getByTestId('template-cancel').click();
      await expect(view.page.getByTestId('template-current').textContent()).resolves.toBe('公众版');
      await view.page.getByTestId('template-switch').click();
      await view.page.getByTestId('template-option-task').click();
      await view.page.getByTestId('template-confirm').click();
      await expect(view.page.getByTestId('template-current').textContent()).resolves.toBe('任务版');
      // The choice is the user's and stays on this device.
      await view.page.reload();
      await expect(view.page.getByTestId('template-current').textContent()).resolves.toBe('任务版');
    });

    it('shows layout one for page version 1 with its tabs and right navigation, the header fixed only beyond 300 px', async () => {
      await configure(journey, (c) => ({ ...c, page_version: 1 }));
      await openHome(journey, view.page);
      await view.page.getByTestId('menu-tabs').waitFor();
      await view.page.getByTestId('right-nav').getByTestId('quick-login-outside').waitFor();
      await expect(view.page.getByTestId('menu-bar').count()).resolves.toBe(0);
      await screenshot(view.page, 'frame-layout-one-desktop');
      await expect(everyA11yViolation(view.page)).resolves.toEqual([]);
      await scrollTo(view.page, HEADER_FIXED_AFTER.layoutOne);
      await expect(fixed(view.page)).resolves.toBe('false');
      await scrollTo(view.page, HEADER_FIXED_AFTER.layoutOne + 10);
      await expect(fixed(view.page)).resolves.toBe('true');
      await view.page.screenshot({ path: 'test-results/frame-layout-one-fixed-desktop.png' });
    });

    it('shows layout one signed in with the quick navigation of the permits and the red dot on my approvals', async () => {
      const staff = demoAccounts.staff;
      await view.page.goto(`${journey.server.url}/v2/site/login`);
      await view.page.getByLabel('账号').fill(staff.account);
      await view.page.getByLabel('密码').fill(staff.password);
      await view.page.getByTestId('login-submit').click();
      await view.page.getByTestId('user-name').filter({ hasText: staff.name }).waitFor();
      const nav = view.page.getByTestId('right-nav');
      await nav.getByTestId('quick-approvals').getByTestId('todo-dot').waitFor();
      await nav.getByTestId('quick-data-center').waitFor();
      await nav.getByTestId('quick-logout').waitFor();
      await screenshot(view.page, 'frame-layout-one-staff-desktop');
      await expect(everyA11yViolation(view.page)).resolves.toEqual([]);
    });

    it('shows the simple 5.0 header inside the 5.0 main system, with the global banner', async () => {
      await configure(journey, (c) => ({
        ...c,
        page_version: 2,
        rh_config: { rh_flag: 1, main_system: '5.0', url: 'https://admin.example.edu.cn/' },
        system_setting: {
          ...c.system_setting,
          global_message: { isShow: true, message: '本周六 22:00 至 24:00 系统升级维护', fileMessage: '维护说明.pdf', fontSize: '15px', fontColor: '#b42318', fileFontSize: '13px', fileFontColor: '#1d4ed8' },
        },
      }));
      await openHome(journey, view.page);
      await view.page.getByTestId('global-message').filter({ hasText: '系统升级维护' }).waitFor();
      await expect(view.page.getByTestId('menu-bar').count()).resolves.toBe(0);
      await expect(view.page.getByTestId('menu-tabs').count()).resolves.toBe(0);
      await screenshot(view.page, 'frame-simple-header-desktop');
      await expect(everyA11yViolation(view.page)).resolves.toEqual([]);
      await configure(journey, (c) => ({ ...c, rh_config: { rh_flag: 0, main_system: '', url: '' }, system_setting: { ...c.system_setting, global_message: { ...c.system_setting.global_message, isShow: false } } }));
    });
  });

  describe('at 375×812', () => {
    const view = viewportPage(journey, phone);

    it('keeps the mobile frame for either page version', async () => {
      for (const version of [1, 2] as const) {
        await configure(journey, (c) => ({ ...c, page_version: version }));
        await openHome(journey, view.page, '/v2/site/m_indexs');
        await view.page.locator('.ch-mobile').waitFor();
        await expect(view.page.locator('.ch-desktop').count()).resolves.toBe(0);
        await expect(everyA11yViolation(view.page)).resolves.toEqual([]);
      }
      await screenshot(view.page, 'frame-mobile-phone');
    });
  });
});
