/**
 * Journey: an international student opens the home page, switches to English and reads the services in English,
 * then signs in and sees the services meant for students, in English too. At phone and desktop size.
 */
import { calls, type AppCard, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { screenshot, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { toLanguage } from './support/pages';

const student = demoAccounts.student;

describeBrowser('the catalogue in English', () => {
  const journey = journeyServer();

  /** The English names the database holds for the hot services a caller sees. */
  async function englishHotNames(cookie = ''): Promise<string[]> {
    const res = await fetch(`${journey.server.url}${calls.homehotapps.path}`, { headers: { 'accept-language': 'en', cookie } });
    const cards = ((await res.json()) as Envelope<AppCard[]>).d;
    const rows = await journey.server.db.selectFrom('apps').select(['id', 'name_en']).where('id', 'in', cards.map((c) => c.id)).execute();
    return rows.map((r) => r.name_en).filter((n) => n.length > 0);
  }

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);

    it('shows the visitor services in English once the reader switches language', async () => {
      await view.page.goto(`${journey.server.url}/v2/site/index`);
      await view.page.getByTestId('hot-app').first().waitFor();
      await toLanguage(view.page, 'en');
      const names = await englishHotNames();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names.slice(0, 3)) await view.page.getByTestId('hot-app').filter({ hasText: name.slice(0, 12) }).first().waitFor();
      await screenshot(view.page, `home-en-visitor-${viewport.name}`);
    });

    it("shows a signed-in student the students' services in English", async () => {
      await view.page.getByTestId('login-button').first().click();
      // The demo site offers the on/off-campus choice (outside_school_button_is_show: yes).
      await view.page.getByTestId('login-outside').first().click();
      await view.page.getByLabel('Account').fill(student.account);
      await view.page.getByLabel('Password').fill(student.password);
      await view.page.getByTestId('login-submit').first().click();
      await view.page.getByTestId('user-name').filter({ hasText: student.name }).first().waitFor();
      const cookie = (await view.page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const names = await englishHotNames(cookie);
      expect(names).toContain('Student leave request');
      await view.page.getByTestId('hot-app').filter({ hasText: 'Student leave' }).first().waitFor();
      await expect(view.page.getByTestId('hot-app').filter({ hasText: '学生请假申请' }).count()).resolves.toBe(0);
      await screenshot(view.page, `home-en-student-${viewport.name}`);
    });
  });
});
