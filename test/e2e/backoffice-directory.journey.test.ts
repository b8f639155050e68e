/**
 * Journey: directory sync in the back office (/backHome/index?s=directory) at 1280×800. The administrator adds a SCIM
 * client, copies its token from the dialog that shows it once, and finds the client in the list, not synced yet; a
 * push with that token shows in its row as a change applied. Looked at in Chinese and English, with axe-core.
 */
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports, type Viewport } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, pressUntil, signIn, toLanguage } from './support/pages';

const desktop = viewports.find((v) => v.name === 'desktop') as Viewport;

describeBrowser('back office: directory sync', () => {
  const journey = journeyServer();
  const view = viewportPage(journey, desktop);

  it('adds a SCIM client, shows its token once, and counts what the client pushes', async () => {
    const { page } = view;
    const { url } = journey.server;
    await signIn(page, url, demoAccounts.admin.account, demoAccounts.admin.password);
    await page.goto(`${url}/v2/backHome/index?s=directory`);
    await page.getByRole('heading', { level: 1, name: '目录同步' }).waitFor();

    const form = page.getByRole('form', { name: '新增 SCIM 客户端' });
    await pressUntil(page.getByTestId('directory-add-scim'), form, 'the new SCIM client form');
    await form.getByLabel('名称').fill('统一身份认证平台');
    await form.getByTestId('admin-form-save').click();
    const token = (await page.getByTestId('directory-token-value').textContent()) ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);
    await checked(page, 'backoffice-directory-token-desktop');
    await page.getByTestId('directory-token-close').click();

    const row = page.getByRole('row').filter({ hasText: '统一身份认证平台' });
    await row.getByText('尚未同步').waitFor();
    const pushed = await fetch(`${url}/scim/v2/Users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      body: JSON.stringify({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: 'S9001', name: { formatted: '目录新人' }, userType: 'staff' }),
    });
    expect(pushed.status).toBe(201);
    await page.reload();
    await page.getByRole('row').filter({ hasText: '统一身份认证平台' }).getByRole('cell', { name: '1', exact: true }).first().waitFor();
    await checked(page, 'backoffice-directory-desktop');

    await toLanguage(page, 'en');
    await page.getByRole('heading', { level: 1, name: 'Directory sync' }).waitFor();
    await page.getByRole('table', { name: 'Directory connectors' }).getByText('SCIM push').waitFor();
    await checked(page, 'backoffice-directory-desktop-en');
    await toLanguage(page, 'zh');
  });
});
