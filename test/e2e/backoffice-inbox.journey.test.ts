/**
 * The back office's inbox and trails: a student's feedback is answered in the feedback inbox and the student reads the
 * reply in 我的反馈; the reply is in the change trail with its before and after, and the trail exports to an .xlsx
 * file that arrives as a download. Then every section of this part at 375 and 1280 px, in Chinese and in English.
 */
import ExcelJS from 'exceljs';
import { calls, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn, toLanguage } from './support/pages';
import { settled } from './support/settled';

const { admin, student } = demoAccounts;
const desktop = viewports.find((v) => v.name === 'desktop')!;

const SECTIONS = [
  { key: 'feedback', zh: '意见反馈', en: 'Feedback' },
  { key: 'audit-log', zh: '登录与账号日志', en: 'Sign-ins and accounts' },
  { key: 'changes', zh: '变更记录', en: 'Change trail' },
  { key: 'sensitive-calls', zh: '敏感操作', en: 'Sensitive calls' },
] as const;

describeBrowser('the back office inbox and trails', () => {
  const journey = journeyServer();

  describe('at 1280×800', () => {
    const view = viewportPage(journey, desktop);

    it('answers a student’s feedback, which the student reads; the reply is a change with before and after, exported to xlsx', async () => {
      const { page } = view;
      const { url } = journey.server;
      const opinion = '希望考试周图书馆延长开放到23点';
      const answer = '考试周起图书馆开放到23点，感谢建议';

      await signIn(page, url, student.account, student.password);
      const sent = await page.request.post(`${url}${calls.addfeedback.path}`, { form: { type: 2, title: '图书馆开放时间', content: opinion } });
      expect(((await sent.json()) as Envelope).e).toBe(0);

      // The administrator finds it among the unanswered, opens it and replies.
      await signIn(page, url, admin.account, admin.password);
      await page.goto(`${url}/v2/backHome/index?s=feedback`);
      await page.getByRole('heading', { level: 1, name: '意见反馈' }).waitFor();
      await page.getByLabel('状态').selectOption('0');
      await page.getByRole('button', { name: '查询' }).click();
      const row = page.getByRole('row').filter({ hasText: opinion });
      await row.getByText('未回复').waitFor();
      await checked(page, 'backoffice-inbox-list-desktop');
      await row.getByRole('button', { name: '查看并回复' }).click();
      const detail = page.getByTestId('feedback-detail');
      await detail.getByTestId('feedback-detail-content').filter({ hasText: opinion }).waitFor();
      await detail.getByLabel('回复内容').fill(answer);
      await checked(page, 'backoffice-inbox-reply-desktop');
      await detail.getByTestId('admin-form-save').click();
      await detail.waitFor({ state: 'hidden' });
      await page.getByLabel('状态').selectOption('1');
      await page.getByRole('button', { name: '查询' }).click();
      await page.getByRole('row').filter({ hasText: opinion }).getByText('已回复').waitFor();

      // The student reads the reply in 我的反馈.
      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/site/ucenter?mtype=feedback`);
      const mine = page.getByTestId('my-feedback-item').filter({ hasText: opinion });
      await mine.getByTestId('my-feedback-reply').filter({ hasText: answer }).waitFor();

      // The reply in the change trail, before and after side by side.
      await signIn(page, url, admin.account, admin.password);
      await page.goto(`${url}/v2/backHome/index?s=changes`);
      await page.getByRole('heading', { level: 1, name: '变更记录' }).waitFor();
      const change = page.getByRole('row').filter({ hasText: '图书馆开放时间' }).first();
      await change.getByText('回复').first().waitFor();
      await change.getByRole('button', { name: '查看变更' }).click();
      const shown = page.getByTestId('change-view');
      const replyRow = shown.locator('tr[data-changed="true"]').filter({ has: page.getByRole('rowheader', { name: /^reply/ }) });
      await replyRow.getByText(answer).waitFor();
      await replyRow.getByText('已变更').waitFor();
      await checked(page, 'backoffice-inbox-change-desktop');
      await page.getByTestId('change-back').click();

      // The trail as xlsx: the download arrives, and holds the reply.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('changes-export').click()]);
      expect(download.suggestedFilename()).toMatch(/^变更记录-\d{12}\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await download.path())!);
      const values = book.worksheets[0].getSheetValues().flatMap((r) => (Array.isArray(r) ? [r.map((v) => String(v ?? '')).join('|')] : []));
      expect(values.some((line) => line.includes('图书馆开放时间') && line.includes(answer))).toBe(true);
      await page.getByText(/^导出完成：变更记录-/).waitFor();
    });
  });

  describe.each(viewports.flatMap((viewport) => (['zh', 'en'] as const).map((lang) => ({ viewport, lang, name: `${viewport.name} ${lang}` }))))('the sections at $name', ({ viewport, lang }) => {
    const view = viewportPage(journey, viewport);

    it('shows each section of the inbox and trails', async () => {
      const { page } = view;
      const { url } = journey.server;
      await signIn(page, url, admin.account, admin.password);
      if (lang === 'en') {
        await page.goto(`${url}/v2/site/${viewport.name === 'phone' ? 'm_indexs' : 'index'}`);
        await settled(page);
        await toLanguage(page, 'en');
      }
      for (const section of SECTIONS) {
        await page.goto(`${url}/v2/backHome/index?s=${section.key}`);
        await page.getByRole('heading', { level: 1, name: section[lang] }).waitFor();
        if (section.key === 'sensitive-calls') await page.getByTestId('sensitive-getAuditLog').waitFor();
        else await page.locator('.ch-admin-table, .ch-admin-cards, .ch-list-empty').first().waitFor();
        await checked(page, `backoffice-inbox-${section.key}-${viewport.name}-${lang}`);
      }
    });
  });
});
