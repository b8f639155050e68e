/**
 * Journeys of off-campus accounts and verification codes (spec §4 "Phone change", "Password dialog"; §5; §8), at phone
 * and desktop size, each key screen checked with axe-core: signing up by phone, changing the password, resetting a
 * forgotten one by email, and changing the bound phone. Codes are read where the user would read them, from the SMS
 * gateway and the SMTP inbox the server delivers to. Every journey uses a number or address of its own, so the two
 * sizes and reruns never meet each other's 60-second windows.
 */
import { calls, USER_ID_COOKIE, type Envelope } from '../../contract';
import { maskMobile } from '../../contract/rules/masking';
import { freshEmail, freshMobile, registerAccount } from '../support/account-codes';
import { codeJourney } from './support/code-journey';
import { viewports } from './support/browser';
import { describeBrowser, viewportPage } from './support/journey';
import { checked, signIn } from './support/pages';
import { settled } from './support/settled';
import { arrived, atLogin, fieldError, said, shown, signInOnForm } from './support/seen';

/** Follows the spec's rule (§5): at least 8, with a digit, an upper and a lower case letter. */
const NEW_PASSWORD = 'Campus#2027x';

describeBrowser('off-campus account journeys', () => {
  const codes = codeJourney();
  const { journey } = codes;

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    const url = () => journey.server.url;
    const home = () => `${url()}/v2/site/${phone ? 'm_indexs' : 'index'}`;

    async function signedInAs(name: string): Promise<void> {
      await view.page.waitForURL(home());
      await shown(view.page, 'user-name').filter({ hasText: name }).waitFor();
    }

    /** The sign-up or reset card (spec §6), reached through its link on the login page, signed out. */
    async function openCard(link: 'login-register-link' | 'login-forget-link', card: 'register-form' | 'reset-form'): Promise<void> {
      await view.page.context().clearCookies();
      await view.page.goto(`${url()}/v2/site/login`);
      await shown(view.page, link).click();
      await shown(view.page, card).waitFor();
    }

    /** The card's contact, the code sent to it as the user reads it there, and the new password twice. */
    async function fillCard(contact: string, code: () => string | undefined, name?: string): Promise<void> {
      const { page } = view;
      await shown(page, 'signup-account').fill(contact);
      await shown(page, 'send-code').click();
      await said(page, 'status', '验证码已发送').waitFor();
      await shown(page, 'code').fill(await arrived(code));
      if (name) await shown(page, 'signup-name').fill(name);
      await shown(page, 'signup-password').fill(NEW_PASSWORD);
      await shown(page, 'signup-confirm').fill(NEW_PASSWORD);
    }

    /** After the card: its message, the login page with the account filled in, and signing in there. */
    async function signInAfterCard(message: string, account: string, name: string): Promise<void> {
      await said(view.page, 'status', message).waitFor();
      await view.page.waitForURL(atLogin);
      expect(await shown(view.page, 'login-username').inputValue()).toBe(account);
      await signInOnForm(view.page, account, NEW_PASSWORD);
      await signedInAs(name);
    }

    it('signs up by phone with a code sent by SMS, then signs in with the number', async () => {
      const { page } = view;
      const mobile = freshMobile();
      const name = phone ? '林晓雨' : '陈思远';
      await openCard('login-register-link', 'register-form');
      await fillCard(mobile, () => codes.fakes.sms.latestCode(mobile), name);
      await checked(page, `account-register-${viewport.name}`);
      await shown(page, 'register-submit').click();
      await signInAfterCard('注册成功，请登录', mobile, name);
      await checked(page, `account-registered-${viewport.name}`);
    });

    it('changes the password after the server checked the old one, and signs the user out', async () => {
      const { page } = view;
      const user = await registerAccount(url(), codes.fakes, { mobile: freshMobile() });
      await signIn(page, url(), user.account, user.password);
      if (phone) {
        // Phones change it on a page of its own, from the personal centre (spec §2 /site/m_changePwd).
        await page.goto(`${url()}/v2/site/m_personal`);
        // A press while the page's loader comes up would land on the loader.
        await settled(page);
        await shown(page, 'personal-password-action').click();
        await page.waitForURL('**/v2/site/m_changePwd');
      } else {
        await page.goto(`${url()}/v2/site/index`);
        await settled(page);
        await shown(page, 'user-name').click();
        await shown(page, 'user-menu-password').click();
        await shown(page, 'change-password-dialog').waitFor();
      }

      // Leaving the old password's field checks it on the server; the new one must follow the rule (spec §5).
      await shown(page, 'old-password').fill('Not-the-password1');
      await shown(page, 'new-password').fill('abcdefgh');
      await fieldError(page, 'old-password').filter({ hasText: '密码错误' }).waitFor();
      await shown(page, 'confirm-password').fill('abcdefgh');
      await shown(page, 'password-submit').click();
      await fieldError(page, 'new-password').filter({ hasText: '至少8位，包含数字，大写和小写字母' }).waitFor();
      await checked(page, `account-password-refused-${viewport.name}`);

      await shown(page, 'old-password').fill(user.password);
      await shown(page, 'new-password').fill(NEW_PASSWORD);
      await shown(page, 'confirm-password').fill(NEW_PASSWORD);
      await shown(page, 'password-submit').click();
      await said(page, 'status', '修改成功请重新登录').waitFor();
      const shownAt = Date.now();
      expect(atLogin(new URL(page.url()))).toBe(false);
      // Then the sign-out, a second later (spec §4, §9).
      await page.waitForURL(atLogin);
      expect(Date.now() - shownAt).toBeGreaterThan(300);
      await shown(page, 'login-submit').waitFor();
      expect(await page.getByTestId('change-password-dialog').count()).toBe(0);
      expect((await page.context().cookies(url())).map((c) => c.name)).not.toContain(USER_ID_COOKIE);
      await checked(page, `account-password-signed-out-${viewport.name}`);

      await signInOnForm(page, user.account, user.password);
      await said(page, 'alert', '账号或密码错误').waitFor();
      await signInOnForm(page, user.account, NEW_PASSWORD);
      await signedInAs('访客');
    });

    it('resets a forgotten password with a code sent by email', async () => {
      const { page } = view;
      const email = freshEmail('reset');
      await registerAccount(url(), codes.fakes, { email });
      await openCard('login-forget-link', 'reset-form');
      await shown(page, 'signup-by-email').click();
      await fillCard(email, () => codes.fakes.inbox.latestCode(email));
      await checked(page, `account-reset-${viewport.name}`);
      await shown(page, 'reset-submit').click();
      await signInAfterCard('密码已重置，请登录', email, '访客');
    });

    it('changes the bound phone: password first, one code a minute, then the new number shown masked', async () => {
      const { page } = view;
      const [mobile, next] = [freshMobile(), freshMobile()];
      const user = await registerAccount(url(), codes.fakes, { mobile });
      await signIn(page, url(), user.account, user.password);
      await page.goto(`${url()}/v2/site/${phone ? 'm_' : ''}personal`);
      const bound = shown(page, 'personal-mobile');
      await bound.filter({ hasText: maskMobile(mobile) }).waitFor();
      // The page's other calls may still bring up the delayed loader, which would take the press (spec §2).
      await settled(page);

      await shown(page, 'personal-mobile-action').click();
      await shown(page, 'change-phone-dialog').waitFor();
      await shown(page, 'contact-next').click();
      await fieldError(page, 'contact-password').filter({ hasText: '请输入密码' }).waitFor();
      await checked(page, `account-phone-password-${viewport.name}`);
      await shown(page, 'contact-password').fill(user.password);
      await shown(page, 'contact-next').click();

      await shown(page, 'contact-value').fill(next);
      await shown(page, 'send-code').click();
      const countdown = shown(page, 'code-countdown');
      const secondsLeft = async () => Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
      await countdown.waitFor();
      const seconds = await secondsLeft();
      expect(seconds).toBeGreaterThanOrEqual(50);
      expect(seconds).toBeLessThanOrEqual(60);
      await said(page, 'status', '验证码已发送').waitFor();
      await shown(page, 'send-code').click();
      await said(page, 'alert', '请勿多次发送').waitFor();
      // The server keeps the minute too, for the same session asking past the button (spec §4, §5).
      const again = await page.request.post(`${url()}${calls.validate_code.path}`, { form: { mobile: next, template: 'editcode' } });
      const answer = (await again.json()) as Envelope;
      expect([answer.e === 0, answer.m]).toEqual([false, '请勿多次发送']);
      expect(codes.fakes.sms.messages.filter((m) => m.phone === next)).toHaveLength(1);
      // The countdown runs, a second at a time (spec §9: 60 s).
      await arrived(async () => ((await secondsLeft()) < seconds ? true : undefined), 5000);
      await checked(page, `account-phone-code-${viewport.name}`);

      await shown(page, 'code').fill(await arrived(() => codes.fakes.sms.latestCode(next)));
      await shown(page, 'contact-confirm').click();
      await said(page, 'status', /^修改成功$/).waitFor();
      await page.getByTestId('change-phone-dialog').waitFor({ state: 'detached' });
      await bound.filter({ hasText: maskMobile(next) }).waitFor();
      await checked(page, `account-phone-changed-${viewport.name}`);
    });
  });
});
