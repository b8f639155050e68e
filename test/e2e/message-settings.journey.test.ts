/**
 * The message settings in the user centre (spec §2 /site/ucenter, §3 Message settings, §4 "Verification code (message
 * settings)", §8), at phone and desktop size, each key screen checked with axe-core: settings saved and still there
 * after a reload; binding an email address for the email channel with a code read from the SMTP inbox the server
 * delivers to, then turning that channel on. Each journey signs up an account of its own, so the two sizes and reruns
 * never meet each other's settings or 60-second windows.
 */
import type { Page } from 'playwright-core';
import { freshEmail, freshMobile, registerAccount } from '../support/account-codes';
import { codeJourney } from './support/code-journey';
import { viewports } from './support/browser';
import { describeBrowser, viewportPage } from './support/journey';
import { checked, signIn } from './support/pages';
import { arrived, said, shown } from './support/seen';

describeBrowser('message settings journeys', () => {
  const codes = codeJourney();
  const { journey } = codes;

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    const url = () => journey.server.url;

    /** A new off-campus account, signed in, on the user centre's 消息设置 tab with the settings loaded. */
    async function openSettings(): Promise<{ page: Page; user: { account: string; password: string } }> {
      const { page } = view;
      const user = await registerAccount(url(), codes.fakes, { mobile: freshMobile() });
      await signIn(page, url(), user.account, user.password);
      await showSettings(page);
      return { page, user };
    }

    async function showSettings(page: Page): Promise<void> {
      await page.goto(`${url()}/v2/site/${phone ? 'm_' : ''}ucenter`);
      await page.getByRole('tab', { name: '消息设置' }).filter({ visible: true }).click();
      await shown(page, 'message-settings-save').waitFor();
    }

    it('saves the reminder window and the daily digest time, and they are still there after a reload', async () => {
      const { page } = await openSettings();
      await checked(page, `message-settings-${viewport.name}`);

      await shown(page, 'message-settings-status').check();
      await shown(page, 'message-settings').getByLabel('自定义时段').check();
      const start = shown(page, 'reminder-window').getByLabel('开始时间');
      const end = shown(page, 'reminder-window').getByLabel('结束时间');
      await start.selectOption('18:00');
      await end.selectOption('09:00');
      await said(page, 'alert', '开始时间须早于结束时间').waitFor();
      await checked(page, `message-settings-window-refused-${viewport.name}`);
      await end.selectOption('21:30');
      await shown(page, 'only-work-day').uncheck();
      await shown(page, 'timing-on').check();
      await shown(page, 'message-settings').getByLabel('每日提醒时间').selectOption('20:30');
      await shown(page, 'message-settings-save').click();
      await said(page, 'status', '保存成功').waitFor();

      // A new page load: what shows now is what the server keeps.
      await showSettings(page);
      expect(await shown(page, 'message-settings-status').isChecked()).toBe(true);
      expect(await shown(page, 'message-settings').getByLabel('自定义时段').isChecked()).toBe(true);
      expect(await shown(page, 'reminder-window').getByLabel('开始时间').inputValue()).toBe('18:00');
      expect(await shown(page, 'reminder-window').getByLabel('结束时间').inputValue()).toBe('21:30');
      expect(await shown(page, 'only-work-day').isChecked()).toBe(false);
      expect(await shown(page, 'timing-on').isChecked()).toBe(true);
      expect(await shown(page, 'message-settings').getByLabel('每日提醒时间').inputValue()).toBe('20:30');
      await checked(page, `message-settings-saved-${viewport.name}`);
    });

    it('binds an email address for the email channel with a code, then turns the channel on', async () => {
      const { page, user } = await openSettings();
      const email = freshEmail('settings');
      await shown(page, 'channel-email-value').filter({ hasText: '未绑定' }).waitFor();
      expect(await shown(page, 'channel-email-real').isDisabled()).toBe(true);

      await shown(page, 'channel-email-bind').click();
      await shown(page, 'change-email-dialog').waitFor();
      await shown(page, 'contact-password').fill(user.password);
      await shown(page, 'contact-next').click();
      await shown(page, 'contact-value').fill(email);
      await shown(page, 'send-code').click();
      await shown(page, 'code-countdown').waitFor();
      await said(page, 'status', '验证码已发送').waitFor();
      await checked(page, `message-settings-bind-code-${viewport.name}`);
      await shown(page, 'code').fill(await arrived(() => codes.fakes.inbox.latestCode(email)));
      await shown(page, 'contact-confirm').click();
      await page.getByTestId('change-email-dialog').waitFor({ state: 'detached' });

      const masked = shown(page, 'channel-email-value');
      await masked.filter({ hasNotText: '未绑定' }).waitFor();
      const shownAddress = (await masked.textContent()) ?? '';
      expect(shownAddress).toMatch(/\*/);
      expect(shownAddress.endsWith('@mail.example.org')).toBe(true);
      // A new account hears of messages in the portal only until it turns reminders on.
      await shown(page, 'message-settings-status').check();
      await shown(page, 'channel-email-real').check();
      await shown(page, 'message-settings-save').click();
      await said(page, 'status', '保存成功').waitFor();

      // A new page load: what shows now is what the server keeps.
      await showSettings(page);
      await shown(page, 'channel-email-value').filter({ hasText: shownAddress }).waitFor();
      expect(await shown(page, 'channel-email-real').isChecked()).toBe(true);
      await checked(page, `message-settings-email-bound-${viewport.name}`);
    });
  });
});
