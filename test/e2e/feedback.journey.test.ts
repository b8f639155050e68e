/**
 * Feedback at phone and desktop size (issue 25; spec §2 feedback dialog, §3 Feedback, §5): a student opens the dialog
 * (desktop: the home page's right sidebar 意见反馈; phone: the personal centre). Type 1 without a service shows
 * 请选择事项名称; a 256-character opinion is refused in the dialog before it is sent, and by the server when called
 * directly; feedback with two pictures is sent, the server's message shown, and listed in the user centre's 我的反馈
 * with the pictures' thumbnails. The dialog and the list are checked with axe-core.
 */
import type { Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn } from './support/pages';

const { student } = demoAccounts;
// A 1×1 PNG: a picture the server takes as one and makes a thumbnail of.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Img = { complete: boolean; naturalWidth: number };

describeBrowser('feedback journeys', () => {
  const journey = journeyServer();

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const phone = viewport.name === 'phone';

    async function openDialog(page: Page, url: string) {
      if (phone) {
        await page.goto(`${url}/v2/site/m_personal`);
        await page.getByTestId('personal-feedback-open').click();
      } else {
        await page.goto(`${url}/v2/site/index`);
        await page.getByTestId('sidebar-feedback').click();
      }
      const dialog = page.getByRole('dialog', { name: '意见反馈' });
      await dialog.getByTestId('feedback-form').waitFor();
      return dialog;
    }

    it('refuses type 1 without a service and a 256-character opinion, then sends two pictures listed in 我的反馈', async () => {
      const { page } = view;
      const { url } = journey.server;
      await signIn(page, url, student.account, student.password);
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes(calls.addfeedback.path)) sent.push(r.postData() ?? '');
      });
      const dialog = await openDialog(page, url);

      // Type 1, the first, is about a service: none chosen.
      await dialog.getByTestId('feedback-submit').click();
      await dialog.getByText('请选择事项名称').waitFor();
      await checked(page, `feedback-dialog-${viewport.name}`);

      // Another type needs a brief function description; 256 characters are refused before sending.
      await dialog.getByText('功能建议').click();
      await dialog.getByTestId('feedback-brief').locator('input').fill('夜间模式');
      await dialog.getByTestId('feedback-content').locator('textarea').fill('意'.repeat(256));
      expect(await dialog.getByTestId('feedback-count').textContent()).toBe('256/255');
      await dialog.getByTestId('feedback-submit').click();
      await dialog.getByText('意见描述不能超过255个字').waitFor();
      expect(sent).toEqual([]);

      // The server refuses the same opinion when called directly.
      const direct = await page.request.post(`${url}${calls.addfeedback.path}`, { form: { type: 2, title: '夜间模式', content: '意'.repeat(256) } });
      expect(direct.status()).toBe(400);
      expect(((await direct.json()) as Envelope).m).toBe('意见描述不能超过255个字');

      // Two pictures, uploaded as they are picked, then sent.
      await dialog.getByTestId('feedback-content').locator('textarea').fill(`夜间看屏幕太亮（${viewport.name}）`);
      await dialog.getByTestId('feedback-file-input').setInputFiles([
        { name: '截图1.png', mimeType: 'image/png', buffer: PNG },
        { name: '截图2.png', mimeType: 'image/png', buffer: PNG },
      ]);
      await dialog.getByTestId('feedback-image').nth(1).waitFor();
      await dialog.getByTestId('feedback-submit').click();
      await page.getByText('提交成功，感谢您的反馈').waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(sent).toHaveLength(1);

      // 我的反馈: the newest first, with both pictures shown by their thumbnails.
      await page.goto(`${url}/v2/site/${phone ? 'm_' : ''}ucenter?mtype=feedback`);
      const item = page.getByTestId('my-feedback-item').first();
      await item.getByText(`夜间看屏幕太亮（${viewport.name}）`).waitFor();
      const pictures = item.getByTestId('feedback-image');
      expect(await pictures.allTextContents()).toEqual(['截图1.png', '截图2.png']);
      for (const src of await pictures.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''))) expect(src).toMatch(/thumb=1/);
      // The thumbnails load: the server answers them to their submitter.
      await page.waitForFunction(() => {
        const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<Img> } }).document;
        const shown = [...doc.querySelectorAll('[data-testid="my-feedback-item"]:first-child img')];
        return shown.length === 2 && shown.every((i) => i.complete && i.naturalWidth > 0);
      });
      await checked(page, `feedback-mine-${viewport.name}`);
    });
  });
});
