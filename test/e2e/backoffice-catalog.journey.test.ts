/**
 * The catalogue in the back office (/backHome/index?s=catalog-services) at 1280×800: an administrator creates a link to
 * another system (type 4), publishes it, and a student finds it in the service hall and in the header's search. Two
 * administrators edit one service in two pages: the second save shows who saved in between and keeps its draft. The
 * list and the form are checked (screenshot and axe) at 1280 and 375, in Chinese and in English.
 */
import type { Page } from 'playwright-core';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { newPage, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn, toLanguage } from './support/pages';

const { admin, student } = demoAccounts;
const NAME = '自习室座位预约';
const desktop = viewports.find((v) => v.name === 'desktop')!;

const services = (page: Page, url: string) => page.goto(`${url}/v2/backHome/index?s=catalog-services`);
const field = (page: Page, key: string, control = 'input') => page.locator(`[data-field="${key}"] ${control}`).first();
/** The list narrowed to services named like `name` (a new one sits at the end of the list, pages away). */
async function findRow(page: Page, name: string) {
  await page.getByRole('search', { name: /^服务列表/ }).locator('input').first().fill(name);
  await page.getByTestId('admin-filter-search').click();
  return page.getByRole('row').filter({ hasText: name });
}

describeBrowser('back office catalogue journeys', () => {
  const journey = journeyServer();

  describe('at 1280×800', () => {
    const view = viewportPage(journey, desktop);

    it('creates a type 4 service, publishes it, and a student finds it in the hall and in search', async () => {
      const { page } = view;
      const { url } = journey.server;
      await signIn(page, url, admin.account, admin.password);
      await services(page, url);
      await page.getByRole('heading', { level: 1, name: '服务管理' }).waitFor();
      await page.getByRole('table', { name: '服务列表' }).waitFor();
      await checked(page, 'backoffice-catalog-list-desktop');

      await page.getByTestId('catalog-service-create').click();
      await page.getByRole('heading', { level: 2, name: '新建服务' }).waitFor();
      await field(page, 'name').fill(NAME);
      await field(page, 'url').fill('library.example.edu.cn');
      await page.getByTestId('admin-form-save').click();
      // The address rule of spec §5, before anything is sent.
      await page.locator('[data-field="url"]').getByText('请输入以 http:// 或 https:// 开头、3 到 255 个字符的网址').waitFor();
      await field(page, 'url').fill('https://seats.example.edu.cn/');
      await checked(page, 'backoffice-catalog-form-desktop');
      await page.getByTestId('admin-form-save').click();

      await page.getByRole('table', { name: '服务列表' }).waitFor();
      const row = await findRow(page, NAME);
      await row.getByText('未发布').waitFor();
      await row.getByTestId('admin-action-发布').click();
      await row.getByText('已发布').waitFor();

      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/site/serviceList?keyword=${encodeURIComponent(NAME)}`);
      await page.getByTestId('hot-app').filter({ hasText: NAME }).first().waitFor();

      await page.goto(`${url}/v2/site/index`);
      const toggle = page.locator('[data-testid="search-toggle"]:visible');
      if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await page.locator('[data-testid="header-search-input"]:visible').fill(NAME);
      await page.getByRole('option', { name: new RegExp(NAME) }).first().waitFor();
    });

    it('shows the second of two administrators saving one service who saved in between, and keeps the draft', async () => {
      const { url } = journey.server;
      const first = view.page;
      const second = await newPage(journey.browser, desktop);
      try {
        for (const page of [first, second]) {
          await signIn(page, url, admin.account, admin.password);
          await services(page, url);
          await (await findRow(page, NAME)).getByTestId('admin-action-编辑').click();
          await page.getByRole('heading', { level: 2, name: '编辑服务' }).waitFor();
        }
        await field(first, 'name').fill(`${NAME}（一楼）`);
        await first.getByTestId('admin-form-save').click();
        await (await findRow(first, `${NAME}（一楼）`)).waitFor();

        await field(second, 'name').fill(`${NAME}（二楼）`);
        await second.getByTestId('admin-form-save').click();
        const conflict = second.getByTestId('admin-conflict');
        await conflict.getByText(/该记录已被他人修改（系统管理员，/).waitFor();
        expect(await field(second, 'name').inputValue()).toBe(`${NAME}（二楼）`);
        await checked(second, 'backoffice-catalog-conflict-desktop');

        const saved = await journey.server.db.selectFrom('apps').select('name').where('name', 'like', `${NAME}%`).execute();
        expect(saved.map((r) => r.name)).toEqual([`${NAME}（一楼）`]);
      } finally {
        await second.context().close();
      }
    });
  });

  describe.each(viewports)('in English at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);

    it('shows the services list and the form in English', async () => {
      const { page } = view;
      const { url } = journey.server;
      await signIn(page, url, admin.account, admin.password);
      await page.goto(`${url}/v2/site/index`);
      await toLanguage(page, 'en');
      await services(page, url);
      await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
      await page.getByTestId('admin-action-Edit').first().waitFor();
      await checked(page, `backoffice-catalog-list-en-${viewport.name}`);
      await page.getByTestId('catalog-service-create').click();
      await page.getByRole('heading', { level: 2, name: 'New service' }).waitFor();
      await checked(page, `backoffice-catalog-form-en-${viewport.name}`);
    });
  });

  describe('in Chinese at 375×812', () => {
    const view = viewportPage(journey, viewports[0]);

    it('shows the services as cards and the open-API clients', async () => {
      const { page } = view;
      const { url } = journey.server;
      await signIn(page, url, admin.account, admin.password);
      await services(page, url);
      await page.getByRole('list', { name: '服务列表' }).waitFor();
      await checked(page, 'backoffice-catalog-list-phone');
      await page.goto(`${url}/v2/backHome/index?s=catalog-clients`);
      await page.getByTestId('catalog-client-register').click();
      await field(page, 'appid').fill('seat-system');
      await field(page, 'name').fill('座位系统');
      await page.getByTestId('admin-form-save').click();
      const secret = page.getByTestId('catalog-secret-value');
      await secret.waitFor();
      expect((await secret.textContent())?.length).toBeGreaterThanOrEqual(40);
      await checked(page, 'backoffice-catalog-secret-phone');
      await page.getByTestId('catalog-secret-close').click();
      await page.getByText('seat-system').first().waitFor();
    });
  });
});
