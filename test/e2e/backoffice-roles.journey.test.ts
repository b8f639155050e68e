/**
 * Journey: roles and people in the back office (/backHome/index). At desktop size the administrator grants 填报统计
 * (tb-report) to the repair worker 刘德明, found with the people search; he signs in and finds 填报统计 under 数据中心.
 * (The counsellor 张婷 holds it for her school in the demo campus already.)
 * The people section's org actions only say that the organisation-user system manages people (spec §8). Both
 * sections are looked at in Chinese and English at desktop and phone size, with axe-core.
 */
import type { Page } from 'playwright-core';
import { specText } from '../../contract/texts';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports, type Viewport } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn, toLanguage } from './support/pages';

const { admin, repairWorker: grantee } = demoAccounts;
const desktop = viewports.find((v) => v.name === 'desktop') as Viewport;
const phone = viewports.find((v) => v.name === 'phone') as Viewport;

describeBrowser('back office: roles and people', () => {
  const journey = journeyServer();

  async function openSection(page: Page, key: string, heading: string) {
    await page.goto(`${journey.server.url}/v2/backHome/index?s=${key}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }

  describe('at 1280×800', () => {
    const view = viewportPage(journey, desktop);

    it('grants 填报统计 to a staff member who lacks it, and he finds it in the menu', async () => {
      const { page } = view;
      const { url } = journey.server;
      // He does not see it yet.
      await signIn(page, url, grantee.account, grantee.password);
      await page.goto(`${url}/v2/site/index`);
      const menu = page.getByTestId('menu-bar');
      await menu.getByTestId('menu-personalHome').waitFor();
      await expect(menu.getByTestId('menu-fillReport').count()).resolves.toBe(0);

      await signIn(page, url, admin.account, admin.password);
      await openSection(page, 'grants', '权限授予');
      await page.getByRole('table', { name: '权限授予列表' }).waitFor();
      await checked(page, 'backoffice-roles-grants-desktop');

      await page.getByTestId('roles-add').click();
      const form = page.getByRole('form', { name: '新增授权' });
      await form.getByLabel('权限').selectOption('tb-report');
      await form.getByTestId('roles-person-search').fill(grantee.name);
      await form.getByTestId(`roles-person-${grantee.account}`).click();
      await form.getByText(`已选：${grantee.name}（${grantee.account}）`).waitFor();
      await checked(page, 'backoffice-roles-grant-form-desktop');
      await form.getByTestId('admin-form-save').click();
      await page.getByText('保存成功').first().waitFor();
      const row = page.getByRole('row').filter({ hasText: grantee.name }).filter({ hasText: 'tb-report' });
      await row.waitFor();

      // His next sign-in shows 填报统计 under 数据中心.
      await signIn(page, url, grantee.account, grantee.password);
      await page.goto(`${url}/v2/site/index`);
      await menu.getByTestId('menu-dataCenter').hover();
      await menu.getByTestId('menu-fillReport').filter({ hasText: '填报统计' }).waitFor();
    });

    it('answers the org actions on the people page with the organisation system text, changing nothing', async () => {
      const { page } = view;
      await signIn(page, journey.server.url, admin.account, admin.password);
      await openSection(page, 'people', '人员');
      await page.getByRole('table', { name: '人员列表' }).getByRole('row').nth(1).waitFor();
      await page.getByTestId('org-add').click();
      const dialog = page.getByTestId('admin-confirm');
      await dialog.getByText(specText('orgManaged', 'zh'), { exact: true }).waitFor();
      expect(specText('orgManaged', 'zh')).toBe('请到组织人员管理系统对应模块进行该操作，操作后5分钟内会同步到本系统');
      await checked(page, 'backoffice-people-org-action-desktop');
      await dialog.getByTestId('admin-confirm-ok').click();
      await dialog.waitFor({ state: 'hidden' });
      // 编辑 on a row says the same.
      await page.getByTestId('admin-action-编辑').first().click();
      await dialog.getByText(specText('orgManaged', 'zh'), { exact: true }).waitFor();
      await dialog.getByTestId('admin-confirm-cancel').click();
      await dialog.waitFor({ state: 'hidden' });

      for (const [key, heading] of [['departments', '部门'], ['posts', '岗位']] as const) {
        await openSection(page, key, heading);
        await page.getByRole('table').first().waitFor();
        await checked(page, `backoffice-people-${key}-desktop`);
      }

      await toLanguage(page, 'en');
      await openSection(page, 'grants', 'Permit grants');
      await page.getByRole('table', { name: 'Permit grants' }).getByText('Fill-in statistics').first().waitFor();
      await checked(page, 'backoffice-roles-grants-desktop-en');
      await openSection(page, 'people', 'People');
      await page.getByRole('table', { name: 'People' }).waitFor();
      await checked(page, 'backoffice-people-desktop-en');
      await toLanguage(page, 'zh');
    });
  });

  describe('at 375×812', () => {
    const view = viewportPage(journey, phone);

    it('lists grants and people as cards, in Chinese and English', async () => {
      const { page } = view;
      await signIn(page, journey.server.url, admin.account, admin.password);
      await openSection(page, 'grants', '权限授予');
      await page.getByRole('list', { name: '权限授予列表' }).waitFor();
      await checked(page, 'backoffice-roles-grants-phone');
      await openSection(page, 'people', '人员');
      await page.getByRole('list', { name: '人员列表' }).waitFor();
      await checked(page, 'backoffice-people-phone');

      await toLanguage(page, 'en');
      await openSection(page, 'grants', 'Permit grants');
      await page.getByRole('list', { name: 'Permit grants' }).waitFor();
      await checked(page, 'backoffice-roles-grants-phone-en');
      await openSection(page, 'people', 'People');
      await page.getByRole('list', { name: 'People' }).waitFor();
      await checked(page, 'backoffice-people-phone-en');
      await toLanguage(page, 'zh');
    });
  });
});
