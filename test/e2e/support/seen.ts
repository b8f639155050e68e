/**
 * What a user sees of a form, for journeys through several pages: Taro keeps the pages opened before in the document,
 * hidden, and a dialog or toast is drawn over the page, so every locator here counts only what is shown.
 */
import type { Locator, Page } from 'playwright-core';

/** The element with this test id that is shown, not its twin on a page opened before. */
export function shown(page: Page, testId: string): Locator {
  return page.getByTestId(testId).filter({ visible: true });
}

/** A message shown: a toast or a form's error (errors are alerts, other messages statuses). */
export function said(page: Page, role: 'alert' | 'status', text: string | RegExp): Locator {
  return page.getByRole(role).filter({ hasText: text, visible: true });
}

/** The error line under a field (src/ui/field): the field's own alert. */
export function fieldError(page: Page, testId: string): Locator {
  return page.locator('.ch-field', { has: shown(page, testId) }).getByRole('alert');
}

/** Signs in on the login form shown (the account may already be filled in). */
export async function signInOnForm(page: Page, account: string, password: string): Promise<void> {
  await shown(page, 'login-username').fill(account);
  await shown(page, 'login-password').fill(password);
  await shown(page, 'login-submit').click();
}

/** Whether the address is the login page, desktop or phone, with or without its query. */
export const atLogin = (url: URL): boolean => /^\/v2\/site\/(m_)?login$/.test(url.pathname);

/** Waits for something to be there: a code a fake received (SMS or email), a countdown past a number. */
export async function arrived<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
