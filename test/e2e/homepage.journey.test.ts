/**
 * The personal home (spec §2 /homepage/index, the menu's 个人主页) at phone and desktop size: the menu lands on it,
 * its counts are what the user's own lists say (the launched count opens My applications, whose total matches), and a
 * plugin address outside the allow-list (/site/personal/redirect?url=) is refused with a message, never framed.
 * Each screen is checked with axe-core.
 */
import { calls, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn } from './support/pages';
import { shown } from './support/seen';

describeBrowser('the personal home', () => {
  const journey = journeyServer({ config: () => ({ pluginOrigins: ['https://plugin.example.edu.cn'] }) });

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    const url = () => journey.server.url;

    /** What the user's lists and badge say, asked as the user. */
    async function listed(): Promise<{ todo: number; launched: number; messages: number }> {
      const ask = async <D>(path: string, query = '') => ((await (await view.page.request.get(`${url()}${path}${query}`)).json()) as Envelope<D>).d;
      const unread = await ask<{ messagge: number; my_todo: number }>(calls.getunreadData.path);
      const todo = await ask<{ total: number }>(calls.getMyTodo.path, '?page_size=1');
      const started = await ask<{ total: number }>(calls.myStarted.path, '?page_size=1');
      expect(todo.total).toBe(unread.my_todo);
      return { todo: unread.my_todo, launched: started.total, messages: unread.messagge };
    }

    const countOf = async (key: string) => Number(await shown(view.page, `homepage-count-${key}`).locator('.ch-homepage__count-value').textContent());

    it("opens from the menu's 个人主页 and shows the user's own counts, as their lists say", async () => {
      const { page } = view;
      await signIn(page, url(), demoAccounts.staff.account, demoAccounts.staff.password);
      await page.goto(`${url()}/v2/site/${phone ? 'm_indexs' : 'index'}`);
      if (phone) await page.getByTestId('menu-button').click();
      await page.getByTestId(phone ? 'menu-drawer' : 'menu-bar').getByTestId('menu-personalHome').click();
      await page.waitForURL(`${url()}/v2/homepage/${phone ? 'm_index' : 'index'}`);
      await shown(page, 'homepage-name').filter({ hasText: demoAccounts.staff.name }).waitFor();

      const expected = await listed();
      expect({ todo: await countOf('todo'), launched: await countOf('launched'), messages: await countOf('messages') }).toEqual(expected);
      await checked(page, `homepage-${viewport.name}`);

      await shown(page, 'homepage-count-launched').click();
      await page.waitForURL((u) => /^\/v2\/matter\/(m_)?launch$/.test(u.pathname));
      await shown(page, 'list-total').filter({ hasText: `共 ${expected.launched} 条` }).waitFor();
    });

    it('refuses a plugin address outside the allow-list, with a message and no frame', async () => {
      const { page } = view;
      await page.goto(`${url()}/v2/site/personal/redirect?url=${encodeURIComponent('https://evil.example.com/steal')}`);
      await shown(page, 'plugin-refused').filter({ hasText: '该地址不在允许嵌入的插件范围内' }).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      expect(new URL(page.url()).host).toBe(new URL(url()).host);
      await checked(page, `homepage-plugin-refused-${viewport.name}`);
    });
  });
});
