/**
 * Journeys of the home page and the service hall at phone and desktop size, each screen checked with axe-core:
 * the signed-out home offers hot services only; a student's home fills every tab from the database; the hall narrows
 * by audience and category as the server counts; a staff member opens a folder whose long service name is cut on two
 * lines, and an empty folder; a third-party link records the use and the click in the database before it opens in a
 * new tab; a mini-program service shows its QR code on H5.
 */
import type { Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage, type Journey } from './support/journey';
import { checked, signIn } from './support/pages';
import { settled } from './support/settled';

const { student, staff } = demoAccounts;
/** The third-party link the journey clicks, and where it leads. */
const REPAIR = { name: '报修服务', host: 'https://repair.example.edu.cn' };

async function api<D>(page: Page, url: string, call: { method: string; path: string }, payload: Record<string, string | number> = {}): Promise<D> {
  const query = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)] as [string, string]));
  const res =
    call.method === 'GET' ? await page.request.get(`${url}${call.path}?${query}`) : await page.request.post(`${url}${call.path}`, { form: payload });
  const body = (await res.json()) as Envelope<D>;
  expect(body.e).toBe(0);
  return body.d;
}

const appId = async (journey: Journey, name: string) =>
  (await journey.server.db.selectFrom('apps').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describeBrowser('home and service hall journeys', () => {
  const journey = journeyServer();

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    const url = () => journey.server.url;

    /** A home section: the tab's panel on a phone (opened first), the panel on a desktop. */
    async function section(key: string, title: string) {
      if (phone) await view.page.getByRole('tab', { name: title }).click();
      const found = view.page.getByTestId(`section-${key}`).first();
      await found.waitFor();
      return found;
    }

    it('offers only hot services to someone signed out', async () => {
      await view.page.context().clearCookies();
      await view.page.goto(`${url()}/v2/site/index`);
      await view.page.getByTestId('hot-app').first().waitFor();
      await checked(view.page, `home-signed-out-${viewport.name}`);
      for (const key of ['todo', 'launched', 'fill', 'favourites', 'recent', 'notices']) await expect(view.page.getByTestId(`section-${key}`).count()).resolves.toBe(0);
      if (phone) await expect(view.page.getByRole('tab').count()).resolves.toBe(1);
    });

    it('fills every tab of a student’s home from the database', async () => {
      await signIn(view.page, url(), student.account, student.password);
      const leave = await appId(journey, '学生请假申请');
      const card = await appId(journey, '校园卡挂失与补办');
      await api(view.page, url(), calls.setFavouriteApp, { app_id: leave, favourite: 1 });
      await api(view.page, url(), calls.recentappssave, { appId: card });
      const [todo, launched, fills, notices] = await Promise.all([
        api<{ total: number; list: { app_name: string }[] }>(view.page, url(), calls.getMyTodo, { p: 1, page_size: 5 }),
        api<{ total: number; list: { app_name: string }[] }>(view.page, url(), calls.myStarted, { p: 1, page_size: 3 }),
        api<{ total: number; list: { app_name: string }[] }>(view.page, url(), calls.fillreportmylist, { p: 1, page_size: 5 }),
        api<{ list: { title: string }[] }>(view.page, url(), calls.getNotice, { p: 1, page_size: 5 }),
      ]);
      // The demo student has today's health check-in to fill.
      expect(fills.total).toBeGreaterThan(0);
      expect(todo.total).toBeGreaterThan(0);
      expect(launched.total).toBeGreaterThan(3);

      await view.page.goto(`${url()}/v2/site/index`);
      await view.page.getByTestId('hot-app').first().waitFor();
      const todoSection = await section('todo', '我的待办');
      await expect(todoSection.getByTestId('home-todo').first().textContent()).resolves.toContain(todo.list[0].app_name);
      await expect(todoSection.getByTestId('home-todo').count()).resolves.toBe(Math.min(5, todo.total));
      const launchedSection = await section('launched', '我的申请');
      await launchedSection.getByTestId('home-launched').first().waitFor();
      await expect(launchedSection.getByTestId('home-launched').count()).resolves.toBe(3);
      await expect(launchedSection.getByTestId('home-launched').first().textContent()).resolves.toContain(launched.list[0].app_name);
      const fillSection = await section('fill', '我的填报');
      await fillSection.getByTestId('home-fill').first().waitFor();
      await expect(fillSection.getByTestId('home-fill').first().textContent()).resolves.toContain(fills.list[0].app_name);
      await (await section('favourites', '我的收藏')).getByTestId('hot-app').filter({ hasText: '学生请假申请' }).first().waitFor();
      await (await section('recent', '最近使用')).getByTestId('hot-app').first().filter({ hasText: '校园卡挂失' }).waitFor();
      await (await section('notices', '通知公告')).getByText(notices.list[0].title).first().waitFor();
      await checked(view.page, `home-signed-in-${viewport.name}`);
    });

    it('narrows the hall by audience and category, as the server counts them', async () => {
      await view.page.goto(`${url()}/v2/site/serviceList`);
      await view.page.getByTestId('hall-total').first().waitFor();
      await checked(view.page, `hall-${viewport.name}`);
      await view.page.getByRole('tab', { name: '访客服务' }).click();
      const visitors = await api<{ total: number; categories: { id: number; name: string; count: number }[] }>(view.page, url(), calls.getAppCatalog, {
        audience: 'visitor',
        page_size: 20,
      });
      await view.page.getByTestId('hall-total').filter({ hasText: `共 ${visitors.total} 项服务` }).first().waitFor();
      const category = visitors.categories.find((c) => c.count > 0 && c.count < visitors.total) ?? visitors.categories[0];
      await view.page.getByTestId('hall-categories').first().getByRole('button', { name: new RegExp(`^${category.name}`) }).click();
      await view.page.getByTestId('hall-total').filter({ hasText: `共 ${category.count} 项服务` }).first().waitFor();
      await view.page.waitForURL((address) => address.searchParams.get('audience') === 'visitor' && address.searchParams.has('category'));
      await checked(view.page, `hall-filtered-${viewport.name}`);
    });

    it('records a third-party link’s use and click before opening it in a new tab', async () => {
      const repair = await appId(journey, REPAIR.name);
      const db = journey.server.db;
      const before = (await db.selectFrom('apps').select('views').where('id', '=', repair).executeTakeFirstOrThrow()).views;
      await view.page.context().route(`${REPAIR.host}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>报修平台</title>' }));
      await view.page.goto(`${url()}/v2/site/serviceList?keyword=${encodeURIComponent(REPAIR.name)}`);
      const card = view.page.getByTestId('hot-app').filter({ hasText: REPAIR.name }).first();
      const [tab] = await Promise.all([view.page.context().waitForEvent('page'), card.click()]);
      await tab.waitForURL(`${REPAIR.host}/**`);
      expect(tab.url().startsWith(REPAIR.host)).toBe(true);
      await tab.close();
      const after = (await db.selectFrom('apps').select('views').where('id', '=', repair).executeTakeFirstOrThrow()).views;
      expect(after).toBe(before + 1);
      const used = await db.selectFrom('user_app_usage').select('app_id').where('uid', '=', student.account).orderBy('last_used_at', 'desc').executeTakeFirstOrThrow();
      expect(used.app_id).toBe(repair);
      await view.page.goto(`${url()}/v2/site/index`);
      await (await section('recent', '最近使用')).getByTestId('hot-app').first().filter({ hasText: REPAIR.name }).waitFor();
    });

    it('shows a mini-program service’s QR code to scan', async () => {
      await view.page.goto(`${url()}/v2/site/serviceList?keyword=${encodeURIComponent('一卡通充值')}`);
      await view.page.getByTestId('hot-app').filter({ hasText: '校园一卡通充值' }).first().click();
      const dialog = view.page.getByRole('dialog', { name: '校园一卡通充值' });
      await dialog.waitFor();
      await expect(dialog.textContent()).resolves.toContain('请使用微信扫一扫打开小程序');
      await expect(dialog.locator('img').first().getAttribute('src')).resolves.toMatch(/^data:image\//);
      await checked(view.page, `mini-program-qr-${viewport.name}`);
      await dialog.getByRole('button', { name: '关闭' }).first().click();
      await dialog.waitFor({ state: 'detached' });
    });

    /** Finds a folder in the hall by its name and opens it, once the results have settled, into its dialog. */
    async function openFolder(name: string) {
      await view.page.goto(`${url()}/v2/site/serviceList?keyword=${encodeURIComponent(name)}`);
      await view.page.getByTestId('hall-total').first().waitFor();
      await settled(view.page);
      await view.page.getByTestId('hot-app').filter({ hasText: name }).first().click();
      const dialog = view.page.getByRole('dialog', { name });
      await dialog.waitFor();
      return dialog.getByTestId('folder-body');
    }

    it('opens a folder with its long service name cut on two lines, and an empty folder', async () => {
      await signIn(view.page, url(), staff.account, staff.password);
      const folder = await openFolder('财务服务');
      // 公务卡报销还款及境外支付业务在线预约与咨询服务: ten characters, then ten more and an ellipsis.
      const long = folder.getByTestId('hot-app').filter({ hasText: '公务卡报销还款及境外' });
      await expect(long.textContent()).resolves.toContain('公务卡报销还款及境外支付业务在线预约与咨…');
      await expect(long.textContent()).resolves.not.toContain('咨询');
      await checked(view.page, `folder-${viewport.name}`);
      await view.page.keyboard.press('Escape');
      await expect((await openFolder('实验室安全准入')).textContent()).resolves.toContain('应用组暂无事项');
      await settled(view.page);
    });
  });
});
