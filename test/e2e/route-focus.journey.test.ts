/**
 * Journey at 1280 px: where the focus lands and what a screen reader hears as pages change. The first page keeps the
 * browser's focus; the skip link is the first Tab stop and lands on the main region; home → service hall → a service
 * each put the focus on the shown page's heading (or main region) and say the page's title in the one live region;
 * a top-menu submenu opens on Enter, not on focus, and Escape closes it back onto its button; the to-do list's first
 * task is a few Tab stops from the page's start, its filters folded behind 筛选.
 */
import type { Locator, Page } from 'playwright-core';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { checked, signIn } from './support/pages';

const desktop = viewports[1];
const { staff, student } = demoAccounts;

/** The element with the focus, if it is inside the page Taro shows (earlier pages stay in the document, hidden). */
const focusedInShownPage = (page: Page): Locator => page.locator('.taro_page_show').last().locator(':focus');

/** The page's title as the document says it (`title - site`). */
async function pageTitle(page: Page): Promise<string> {
  return (await page.title()).split(' - ')[0];
}

/** The focus sits on the shown page's level-one heading or its main region, and the live region says the title. */
async function landed(page: Page): Promise<void> {
  const focused = focusedInShownPage(page);
  await focused.waitFor();
  const role = await focused.getAttribute('role');
  const heading = role === 'heading' && (await focused.getAttribute('aria-level')) === '1';
  expect(heading || role === 'main').toBe(true);
  const title = await pageTitle(page);
  await page.getByTestId('announcer').filter({ hasText: title }).waitFor({ state: 'attached' });
  await expect(page.locator('[aria-live="polite"][role="status"]#ch-announcer').count()).resolves.toBe(1);
}

describeBrowser('route focus journey', () => {
  const journey = journeyServer();

  describe(`at ${desktop.width}×${desktop.height}`, () => {
    const view = viewportPage(journey, desktop);

    it('keeps the first page’s focus with the browser, and skips to the main region from the first Tab stop', async () => {
      const { page } = view;
      await page.goto(`${journey.server.url}/v2/site/index`);
      await page.getByTestId('hot-app').first().waitFor();
      await expect(page.locator(':focus').count()).resolves.toBe(0);
      await page.keyboard.press('Tab');
      const skip = focusedInShownPage(page);
      await expect(skip.getAttribute('data-testid')).resolves.toBe('skip-link');
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.width > 1).toBe(true);
      await checked(page, 'route-focus-skip-link-desktop');
      await page.keyboard.press('Enter');
      await expect(focusedInShownPage(page).getAttribute('role')).resolves.toBe('main');
    });

    it('puts the focus on each new page’s heading and says its title: home → hall → a service', async () => {
      const { page } = view;
      await signIn(page, journey.server.url, student.account, student.password);
      await page.goto(`${journey.server.url}/v2/site/index`);
      await page.getByTestId('menu-bar').getByTestId('menu-serviceList').click();
      await page.getByTestId('hall-total').first().waitFor();
      await landed(page);
      await page.locator('.taro_page_show').last().getByTestId('hot-app').filter({ hasText: '学生请假申请' }).first().click();
      await page.getByRole('heading', { level: 1, name: '学生请假申请' }).waitFor();
      await landed(page);
      await expect(focusedInShownPage(page).textContent()).resolves.toBe('学生请假申请');
      await checked(page, 'route-focus-service-desktop');
    });

    it('opens a submenu on Enter, not on focus, and closes it on Escape back onto its button', async () => {
      const { page } = view;
      await page.goto(`${journey.server.url}/v2/site/index`);
      await page.getByTestId('hot-app').first().waitFor();
      const bar = page.getByTestId('menu-bar');
      const button = bar.getByRole('button', { name: '我的任务子菜单' });
      await button.focus();
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(bar.getByTestId('menu-notified').isVisible()).resolves.toBe(false);
      await page.keyboard.press('Enter');
      await expect(focusedInShownPage(page).getAttribute('data-testid')).resolves.toBe('menu-todo');
      await page.keyboard.press('ArrowDown');
      await expect(focusedInShownPage(page).getAttribute('data-testid')).resolves.toBe('menu-notified');
      await checked(page, 'route-focus-submenu-desktop');
      await page.keyboard.press('Escape');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(bar.getByTestId('menu-notified').isVisible()).resolves.toBe(false);
      await expect(focusedInShownPage(page).getAttribute('aria-label')).resolves.toBe('我的任务子菜单');
    });

    it('reaches the first task of the to-do list in a few Tab stops, past the skip link or not', async () => {
      const { page } = view;
      await signIn(page, journey.server.url, staff.account, staff.password);
      await page.goto(`${journey.server.url}/v2/matter/todo?page=todo`);
      const firstTask = page.getByTestId('todo-row').first();
      await firstTask.waitFor();
      /** Tab presses until the focus is inside the first task. */
      const tabsToFirstTask = async (limit: number): Promise<number> => {
        for (let presses = 1; presses <= limit; presses += 1) {
          await page.keyboard.press('Tab');
          if ((await firstTask.locator(':focus').count()) > 0) return presses;
        }
        return Infinity;
      };
      const plain = await tabsToFirstTask(40);
      await page.goto(`${journey.server.url}/v2/matter/todo?page=todo`);
      await firstTask.waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const skipped = await tabsToFirstTask(40);
      process.stdout.write(`Tab stops to the first task at 1280 px: ${plain} from the page's start, ${skipped + 2} through the skip link\n`);
      expect(plain).toBeLessThan(30);
      expect(skipped + 2).toBeLessThan(15);
      const toggle = page.getByTestId('filter-toggle');
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await toggle.click();
      await page.getByTestId('filter-service').waitFor();
      await checked(page, 'route-focus-todo-filters-desktop');
    });
  });
});
