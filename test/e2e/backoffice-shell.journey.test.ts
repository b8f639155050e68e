/**
 * The back office's shell (issue 26; spec §2 /backHome/index, §6): an administrator enters it from the user popup (a
 * phone's menu sheet), sees the sections their rights open grouped in the menu and moves between them with the
 * address following; a staff member holding only statistics permits is an administrator by the spec, and is told no
 * section is theirs; a student is told the back office is not for them, and its calls refuse them.
 */
import { calls, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn } from './support/pages';
import { settled } from './support/settled';

const { admin, staff, student } = demoAccounts;

describeBrowser('the back office shell', () => {
  const journey = journeyServer();

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';

    it('takes an administrator from the user menu to the sections their rights open', async () => {
      const { page } = view;
      const { url } = journey.server;
      await signIn(page, url, admin.account, admin.password);
      await page.goto(`${url}/v2/site/${phone ? 'm_indexs' : 'index'}`);
      await settled(page);
      if (phone) await page.getByTestId('menu-button').click();
      else await page.getByTestId('user-name').click();
      await page.getByTestId('user-menu-back-office').filter({ hasText: '进入后台' }).click();
      await page.waitForURL(/\/v2\/backHome\/index/);
      const menu = page.getByRole('navigation', { name: '后台栏目' });
      await menu.waitFor();
      const first = page.getByRole('heading', { level: 1 });
      await first.waitFor();
      await checked(page, `backoffice-shell-${viewport.name}`);

      // Another section: the address names it, so a reload or a shared link opens it again.
      if (phone) {
        const select = page.getByTestId('admin-section-select');
        const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as unknown as { value: string }).value));
        await select.selectOption(values[values.length - 1]);
        await page.waitForURL(new RegExp(`s=${values[values.length - 1]}`));
      } else {
        const items = menu.getByRole('link');
        const last = items.last();
        const title = (await last.textContent()) ?? '';
        await last.click();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await last.getAttribute('aria-current')).toBe('page');
        await page.reload();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
      }
    });

    it('tells a staff member with statistics permits only, and a student, that nothing here is theirs; the server agrees', async () => {
      const { page } = view;
      const { url } = journey.server;
      await signIn(page, url, staff.account, staff.password);
      await page.goto(`${url}/v2/backHome/index`);
      await page.getByRole('heading', { level: 1, name: '你持有的权限里没有可在后台管理的栏目' }).waitFor();

      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/backHome/index`);
      await page.getByRole('heading', { level: 1, name: '你没有后台管理权限' }).waitFor();
      await checked(page, `backoffice-refusal-${viewport.name}`);
      const answer = await page.request.get(`${url}${calls.getAuditLog.path}`);
      expect(answer.status()).toBe(403);
      expect(((await answer.json()) as Envelope).e).toBe(403);
    });
  });
});
