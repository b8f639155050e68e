/**
 * Sign-in security at phone and desktop size, each screen checked with axe-core: a user turns on the TOTP second factor
 * on its QR-code page, confirming with a code computed from the key shown, and gets their recovery codes once; after
 * three wrong passwords the sign-in form asks for the idiom challenge.
 */
import { Secret, TOTP } from 'otpauth';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn } from './support/pages';

describeBrowser('sign-in security journeys', () => {
  const journey = journeyServer();

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';
    // Each size uses its own accounts: enrolment and failed sign-ins change them.
    const enrolling = phone ? demoAccounts.student : demoAccounts.staff;
    const failing = phone ? demoAccounts.guest : demoAccounts.admin;

    it('turns on TOTP with a code from the key shown, and shows the recovery codes once', async () => {
      const page = view.page;
      await signIn(page, journey.server.url, enrolling.account, enrolling.password);
      await page.goto(`${journey.server.url}/v2/site/${phone ? 'm_' : ''}totpQrcode`);
      await page.getByTestId('totp-start').first().click();
      const secretText = (await page.getByTestId('totp-secret').first().textContent()) ?? '';
      const secret = secretText.replace(/^[^:：]*[:：]/, '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByTestId('totp-enrol').locator('img').first().waitFor();
      await checked(page, `totp-scan-${viewport.name}`);
      await page.getByRole('textbox', { name: '验证码' }).first().fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
      await page.getByTestId('totp-confirm').first().click();
      const codes = page.getByTestId('totp-recovery-codes').first();
      await codes.waitFor();
      expect((await codes.locator('span, taro-text-core').allTextContents()).filter((c) => c.trim())).toHaveLength(10);
      await checked(page, `totp-recovery-${viewport.name}`);
      await page.getByTestId('totp-done').first().click();
      await page.getByTestId('totp-on').first().waitFor();
      await expect(page.getByTestId('totp-recovery-codes').count()).resolves.toBe(0);
    });

    it('asks for the idiom challenge after three wrong passwords', async () => {
      const page = view.page;
      await page.context().clearCookies();
      await page.goto(`${journey.server.url}/v2/site/login`);
      for (let i = 0; i < 3; i++) {
        await page.getByLabel('账号').fill(failing.account);
        await page.getByLabel('密码').fill(`not-the-password-${i}`);
        // Each wrong password must be answered before the next is sent: the error line from the first stays shown,
        // and a press while the form is still sending is not a new attempt.
        const answered = page.waitForResponse((r) => r.url().includes('/api/login/main'));
        await page.getByTestId('login-submit').first().click();
        await answered;
        await page.getByTestId('login-error').first().waitFor();
      }
      await page.getByLabel('账号').fill(failing.account);
      await page.getByLabel('密码').fill(failing.password);
      await page.getByTestId('login-submit').first().click();
      const challenge = page.getByTestId('login-challenge').first();
      await challenge.waitFor();
      await expect(challenge.locator('img').first().getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml/);
      await checked(page, `login-challenge-${viewport.name}`);
    });
  });
});
