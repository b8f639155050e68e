/**
 * Journey: a visitor opens the notice list, then a notice's detail page (spec §2 /site/informDetails?id=); a staff
 * member opens an office notice (/site/billboarddetails?wid=), which is then marked read. At phone and desktop size,
 * each page checked with axe-core.
 */
import { calls, type Envelope } from '../../contract';
import type { OfficeNotice } from '../../contract/calls/notices';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { screenshot, everyA11yViolation, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { settled } from './support/settled';

const staff = demoAccounts.staff;

describeBrowser('notices journey', () => {
  const journey = journeyServer();

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const mobile = viewport.name === 'phone' ? 'm_' : '';

    it('lists the notices and opens one with its title, category, time and body', async () => {
      const { page } = view;
      await page.goto(`${journey.server.url}/v2/site/noticeList`);
      const first = page.getByTestId('notice-row').first();
      await first.waitFor();
      await settled(page);
      await screenshot(page, `notice-list-${viewport.name}`);
      expect(await everyA11yViolation(page)).toEqual([]);
      const title = (await first.locator('.ch-notice-row__text').textContent()) ?? '';
      await first.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/v2/site/${mobile}informDetails`);
      await expect(page.getByTestId('notice-body').textContent()).resolves.not.toBe('');
      await expect(page.title()).resolves.toContain(title);
      await settled(page);
      await screenshot(page, `notice-detail-${viewport.name}`);
      expect(await everyA11yViolation(page)).toEqual([]);
    });

    it('says a notice that does not exist is not there', async () => {
      await view.page.goto(`${journey.server.url}/v2/site/informDetails?id=987654321`);
      await view.page.getByRole('heading', { level: 1, name: '公告不存在' }).waitFor();
      await settled(view.page);
      await screenshot(view.page, `notice-missing-${viewport.name}`);
    });

    it('opens an office notice for a staff member and marks it read', async () => {
      const { page } = view;
      const signIn = await page.request.post(`${journey.server.url}${calls.login.path}`, { form: { username: staff.account, password: staff.password } });
      expect(((await signIn.json()) as Envelope).e).toBe(0);
      const officeList = async () =>
        ((await (await page.request.get(`${journey.server.url}${calls.getOfficeNotice.path}?p=1&page_size=10`)).json()) as Envelope<{ list: OfficeNotice[] }>).d.list;
      const unread = (await officeList()).find((n) => n.is_read === 0);
      expect(unread).toBeDefined();
      await page.goto(`${journey.server.url}/v2/site/billboarddetails?wid=${unread!.id}`);
      await page.getByRole('heading', { level: 1, name: unread!.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/v2/site/${mobile}billboarddetails`);
      await settled(page);
      await screenshot(page, `office-notice-detail-${viewport.name}`);
      expect(await everyA11yViolation(page)).toEqual([]);
      expect((await officeList()).find((n) => n.id === unread!.id)?.is_read).toBe(1);
      await page.request.post(`${journey.server.url}${calls.logout.path}`);
    });
  });
});
