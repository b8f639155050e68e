/**
 * What a student meets on a walk through the portal, measured where layout is the point, at phone and desktop size:
 * the reminder dialog's check boxes sit beside their names and its buttons fill the dialog's foot; the start page's
 * route panel stays below the fixed header while the form scrolls; the home search box drops suggestions as the
 * student types.
 */
import type { Locator, Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { screenshot, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage, type Journey } from './support/journey';
import { checked, signIn, toLanguage } from './support/pages';

const student = demoAccounts.student;

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not shown');
  return b;
}

async function leaveId(journey: Journey): Promise<number> {
  const app = await journey.server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow();
  return app.id;
}

async function startLeave(page: Page, journey: Journey, tag: string): Promise<void> {
  const values = { form1_1: 'personal', form1_2: ['2026-12-07 08:00', '2026-12-08 18:00'], form1_3: 2, form1_4: 'no', form1_6: '家中有事需要回家处理', form1_7: '王建国', form1_8: '13912345678' };
  const res = await page.request.post(`${journey.server.url}${calls.startMatter.path}`, {
    form: { app_id: await leaveId(journey), values: JSON.stringify(values), start_key: `walk${tag}${Date.now()}` },
  });
  expect(((await res.json()) as Envelope).e).toBe(0);
}

describeBrowser('walk-through journeys', () => {
  const journey = journeyServer();

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const m = viewport.name === 'phone' ? 'm_' : '';

    it('shows the reminder dialog with each check box beside its step name and the buttons across its foot', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      await startLeave(page, journey, viewport.name);
      // Straight to My applications: its page has not loaded the form's styles, as a student arriving from the menu.
      await page.goto(`${url}/v2/matter/${m}launch`);
      // The leave just started waits at the head's step: its row, once the list has settled, is the one to urge.
      await page.getByTestId('launch-row').filter({ hasText: '院系负责人审批' }).first().getByTestId('remind').click();
      const dialog = page.getByRole('dialog');
      const check = dialog.getByRole('checkbox', { name: '院系负责人审批' });
      await check.waitFor();
      const [c, name] = await Promise.all([box(check), box(dialog.getByText('院系负责人审批', { exact: true }))]);
      // A box the size of a box, on the line of its name and just before it.
      expect(c.width).toBeGreaterThanOrEqual(14);
      expect(c.width).toBeLessThanOrEqual(24);
      expect(c.height).toBeGreaterThanOrEqual(14);
      expect(c.height).toBeLessThanOrEqual(24);
      expect(Math.abs(c.y + c.height / 2 - (name.y + name.height / 2))).toBeLessThanOrEqual(4);
      expect(name.x - (c.x + c.width)).toBeGreaterThanOrEqual(4);
      expect(name.x - (c.x + c.width)).toBeLessThanOrEqual(16);

      const panel = await box(dialog);
      const [cancel, confirm] = await Promise.all([box(page.getByTestId('reminder-cancel')), box(page.getByTestId('reminder-confirm'))]);
      // Side by side on one line, the confirm last.
      expect(Math.abs(cancel.y - confirm.y)).toBeLessThanOrEqual(1);
      expect(confirm.x).toBeGreaterThan(cancel.x + cancel.width);
      const right = panel.x + panel.width;
      if (viewport.name === 'phone') {
        // A phone's sheet: two halves across the width, each easy to tap.
        expect(cancel.x - panel.x).toBeLessThanOrEqual(24);
        expect(right - (confirm.x + confirm.width)).toBeLessThanOrEqual(24);
        expect(Math.abs(cancel.width - confirm.width)).toBeLessThanOrEqual(2);
        expect(confirm.height).toBeGreaterThanOrEqual(40);
      } else {
        // A desktop dialog: at the right of its foot, as dialogs everywhere put them.
        expect(right - (confirm.x + confirm.width)).toBeLessThanOrEqual(24);
        expect(cancel.x - panel.x).toBeGreaterThan(panel.width / 2);
      }
      await checked(page, `walk-reminder-${viewport.name}`);
      await page.getByTestId('reminder-cancel').click();
    });

    it('keeps the route panel of the start page below the fixed header while the form scrolls', async () => {
      if (viewport.name === 'phone') return; // one column on a phone: the route follows the form
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/matter/start?id=${await leaveId(journey)}`);
      const route = page.getByTestId('route-preview');
      await route.getByTestId('route-finish').waitFor();
      // Past the header's distance (300), not so far that the form's end takes the panel up with it.
      await page.locator('.taro_page_show').last().evaluate((el) => el.scrollTo(0, 420));
      const header = page.locator('[data-testid="site-header"][data-fixed="true"]');
      await header.waitFor();
      // The header slides in: measure once it rests at the top.
      await page.waitForFunction(() => {
        const doc = (globalThis as unknown as { document: { querySelector(s: string): { getBoundingClientRect(): { top: number } } | null } }).document;
        return doc.querySelector('[data-fixed="true"]')?.getBoundingClientRect().top === 0;
      });
      const [h, r] = await Promise.all([box(header), box(route)]);
      expect(r.y).toBeGreaterThanOrEqual(h.y + h.height);
    });

    it('drops suggestions under the home search box as the student types, chosen with the arrow keys and Enter', async () => {
      const { page } = view;
      const url = journey.server.url;
      await page.goto(`${url}/v2/site/${viewport.name === 'phone' ? 'm_indexs' : 'index'}`);
      const input = page.getByTestId('search-input');
      await input.click();
      await input.pressSequentially('请假');
      const list = page.getByRole('listbox').filter({ visible: true });
      await list.getByRole('option', { name: /学生请假申请/ }).first().waitFor();
      const [i, l] = await Promise.all([box(input), box(list)]);
      expect(l.y).toBeGreaterThanOrEqual(i.y + i.height - 1);
      await checked(page, `walk-home-search-${viewport.name}`);
      await input.press('Escape');
      await expect(list.count()).resolves.toBe(0);
    });

    it('shows the same screens in English, urged and tracked', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/site/${viewport.name === 'phone' ? 'm_indexs' : 'index'}`);
      await toLanguage(page, 'en');
      const input = page.getByTestId('search-input');
      await input.click();
      await input.pressSequentially('leave');
      await page.getByRole('listbox').filter({ visible: true }).getByRole('option').first().waitFor();
      await screenshot(page, `walk-home-search-en-${viewport.name}`);
      await input.press('Escape');

      await page.goto(`${url}/v2/matter/${m}launch`);
      const row = page.getByTestId('launch-row').first();
      await row.getByTestId('remind').click();
      await page.getByRole('dialog').getByRole('checkbox').first().waitFor();
      await screenshot(page, `walk-reminder-en-${viewport.name}`);
      await page.getByTestId('reminder-confirm').click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.goto(`${url}/v2/matter/${m}launch`);
      await page.getByTestId('launch-row').first().getByRole('link').first().click();
      await page.getByTestId('examine-history').getByText('Urged').first().waitFor();
      await screenshot(page, `walk-history-en-${viewport.name}`);
      await page.goto(`${url}/v2/site/${m}noticeList`);
      await page.getByRole('tab').first().waitFor();
      await screenshot(page, `walk-notices-en-${viewport.name}`);
      // Back to Chinese for the journeys after this one.
      await toLanguage(page, 'zh');
    });
  });
});
