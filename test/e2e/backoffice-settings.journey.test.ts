/**
 * Site settings in the back office (spec §3 Site config): at 1280 px an administrator turns the global message on with
 * a text and a colour and renames the site, sees the new name in the header at once, and a student who had the home
 * page open (its site configuration cached for an hour) sees the message in that colour and the new name after a
 * reload. The section is checked (screenshot and axe) at 1280 and 375 px, in Chinese and English.
 */
import type { Locator, Page } from 'playwright-core';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { newPage, uncaughtErrors, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn, toLanguage } from './support/pages';
import { settled } from './support/settled';

const { admin, student } = demoAccounts;
const SECTION = '/v2/backHome/index?s=site-settings';

/** A style of the element as the browser draws it. */
const drawn = (locator: Locator, property: 'color' | 'fontSize') =>
  locator.evaluate((element, name) => (globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle(element)[name], property);

describeBrowser('site settings in the back office', () => {
  const journey = journeyServer();

  async function openSection(page: Page, heading: string) {
    await page.goto(`${journey.server.url}${SECTION}`);
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    await page.getByTestId('settings-message-preview').waitFor();
  }

  const field = (page: Page, key: string) => page.locator(`[data-field="${key}"]`);

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const desktop = viewport.name === 'desktop';

    (desktop ? it : it.skip)('shows a saved global message and site name to a student after a reload, and the new name in the header at once', async () => {
      const { page } = view;
      const { url } = journey.server;
      // The student has the home page open: the site configuration is in their browser's hour-long cache.
      const studentPage = await newPage(journey.browser, viewport);
      try {
        await signIn(studentPage, url, student.account, student.password);
        await studentPage.goto(`${url}/v2/site/index`);
        await studentPage.getByTestId('site-brand').filter({ hasText: '示范大学网上办事大厅' }).waitFor();
        expect(await studentPage.getByTestId('global-message').count()).toBe(0);

        await signIn(page, url, admin.account, admin.password);
        await openSection(page, '编辑站点设置');
        await checked(page, `backoffice-settings-${viewport.name}-zh`);

        await field(page, 'site_name').locator('input').fill('示范大学一站式服务大厅');
        await field(page, 'global_message_show').getByRole('switch').check();
        await field(page, 'global_message').locator('input').fill('今晚 22:00 起系统维护两小时');
        await field(page, 'global_font_color').locator('input.ch-admin-input').fill('#0958d9');
        await field(page, 'global_font_size').locator('input').fill('18');
        const preview = page.getByTestId('settings-preview-message');
        expect(await drawn(preview, 'color')).toBe('rgb(9, 88, 217)');
        await checked(page, `backoffice-settings-preview-${viewport.name}-zh`);

        await page.getByTestId('admin-form-save').click();
        await page.getByText('保存成功').waitFor();
        await page.getByText(/^最近由 系统管理员 于 .* 保存$/).waitFor();
        // The administrator's own header follows at once.
        await page.getByTestId('site-brand').filter({ hasText: '示范大学一站式服务大厅' }).waitFor();

        await studentPage.reload();
        const message = studentPage.getByTestId('global-message');
        await message.filter({ hasText: '今晚 22:00 起系统维护两小时' }).waitFor();
        expect(await drawn(message, 'color')).toBe('rgb(9, 88, 217)');
        expect(await drawn(message, 'fontSize')).toBe('18px');
        await studentPage.getByTestId('site-brand').filter({ hasText: '示范大学一站式服务大厅' }).waitFor();
        await settled(studentPage);
        await checked(studentPage, `backoffice-settings-home-${viewport.name}`);
        expect(uncaughtErrors(studentPage)).toEqual([]);
      } finally {
        await studentPage.context().close();
      }
    });

    it('draws the section with its groups and the preview, in Chinese and in English', async () => {
      const { page } = view;
      const { url } = journey.server;
      await signIn(page, url, admin.account, admin.password);
      await openSection(page, '编辑站点设置');
      for (const group of ['基本信息', '首页', '全局消息', '搜索', '系统集成', '页面版本与模板']) await page.getByRole('heading', { level: 3, name: group }).waitFor();
      // A mistake is shown beside its field before anything is sent.
      await field(page, 'global_file_font_color').locator('input.ch-admin-input').fill('blue');
      await page.getByTestId('admin-form-save').click();
      await field(page, 'global_file_font_color').getByText('格式不正确').waitFor();
      if (!desktop) await checked(page, `backoffice-settings-${viewport.name}-zh`);

      // English: the reader switches language on the home page; the back office follows.
      await page.goto(`${url}/v2/site/index`);
      await toLanguage(page, 'en');
      await openSection(page, 'Edit site settings');
      await page.getByRole('heading', { level: 3, name: 'Global message' }).waitFor();
      await checked(page, `backoffice-settings-${viewport.name}-en`);
    });
  });
});
