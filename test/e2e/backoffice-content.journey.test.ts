/**
 * The back office's content (spec §2 /backHome/index, §3 Banner, §7 searchWords, getNoticeDetail): an administrator
 * changes a banner's title, link and picture and adds a hot keyword, and a student's home page shows both after a
 * reload; the administrator posts a notice written in the rich-text editor with an uploaded picture, and a student
 * opens it and sees its text and its picture. Every content section is looked at (screenshot and axe-core) at desktop
 * and phone size, in Chinese and English.
 */
import type { Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports, type Viewport } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn, toLanguage } from './support/pages';
import { settled } from './support/settled';

const { admin, student } = demoAccounts;
// A 1×1 PNG: a picture the server takes as one.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SECTIONS = ['banners', 'links', 'keywords', 'notices', 'notice-categories', 'office-notices'];

type Img = { complete: boolean; naturalWidth: number };
const loaded = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const img = (globalThis as unknown as { document: { querySelector(q: string): Img | null } }).document.querySelector(s);
    return !!img && img.complete && img.naturalWidth > 0;
  }, selector);

async function openSection(page: Page, url: string, key: string): Promise<void> {
  await page.goto(`${url}/v2/backHome/index?s=${key}`);
  await page.locator('.ch-admin-list').first().waitFor();
  await settled(page);
}

describeBrowser('back-office content', () => {
  const journey = journeyServer();

  describe('at 1280×800', () => {
    const desktop = viewports.find((v) => v.name === 'desktop')!;
    const view = viewportPage(journey, desktop);

    it('changes a banner and a hot keyword, and a student sees both on the home page after a reload', async () => {
      const { page } = view;
      const { url } = journey.server;
      await signIn(page, url, admin.account, admin.password);
      await openSection(page, url, 'banners');
      await page.getByRole('table', { name: '横幅列表' }).getByRole('button', { name: '编辑' }).first().click();
      const form = page.locator('form.ch-admin-form');
      await form.waitFor();
      await form.locator('[data-field="logo_url"] input[type=file]').setInputFiles({ name: '迎新.png', mimeType: 'image/png', buffer: PNG });
      await form.locator('[data-field="logo_url"] img[src*="publicFile"]').waitFor();
      await form.locator('[data-field="title"] input').fill('欢迎2026级新同学');
      await form.locator('[data-field="linkurl"] input').fill('https://www.example.edu.cn/welcome');
      await checked(page, 'backoffice-banner-form-desktop-zh');
      await page.getByTestId('admin-form-save').click();
      await page.locator('td', { hasText: '欢迎2026级新同学' }).waitFor();

      await openSection(page, url, 'keywords');
      await page.getByTestId('content-create').click();
      await page.locator('[data-field="keyword"] input').fill('图书馆座位预约');
      await page.getByTestId('admin-form-save').click();
      await page.getByRole('cell', { name: '图书馆座位预约' }).waitFor();

      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/site/index`);
      await page.reload();
      const slide = '.ch-swiper img[alt="欢迎2026级新同学"]';
      await page.locator(slide).first().waitFor({ state: 'attached' });
      expect(await page.locator(slide).first().getAttribute('src')).toContain(calls.publicFile.path);
      await loaded(page, slide);
      await page.getByTestId('hot-keyword').filter({ hasText: '图书馆座位预约' }).waitFor();
    });

    it('posts a notice with an uploaded picture, and a student reads its text and sees the picture', async () => {
      const { page } = view;
      const { url } = journey.server;
      await signIn(page, url, admin.account, admin.password);
      await openSection(page, url, 'notices');
      await page.getByTestId('content-create').click();
      const form = page.locator('form.ch-admin-form');
      await form.locator('[data-field="title"] input').fill('2027年寒假离校安排');
      const category = form.locator('[data-field="category_id"] select');
      await category.locator('option', { hasText: '通知公告' }).waitFor({ state: 'attached' });
      await category.selectOption({ label: '通知公告' });
      await page.getByRole('textbox', { name: '正文', exact: true }).click();
      await page.keyboard.type('离校前请关好门窗，切断电源。');
      await form.locator('[data-field="content"] .ch-rte__picker').setInputFiles({ name: '宿舍检查.png', mimeType: 'image/png', buffer: PNG });
      await form.locator('[data-field="content"] .ch-rte__area img[src*="publicFile"]').waitFor();
      await checked(page, 'backoffice-notice-form-desktop-zh');
      const saved = page.waitForResponse((r) => r.url().includes(calls.saveNotice.path));
      await page.getByTestId('admin-form-save').click();
      const answer = (await (await saved).json()) as Envelope<{ id: number; content: string }>;
      expect(answer.e).toBe(0);
      await page.getByRole('cell', { name: '2027年寒假离校安排' }).waitFor();

      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/site/informDetails?id=${answer.d.id}`);
      await page.getByRole('heading', { level: 1, name: '2027年寒假离校安排' }).waitFor();
      const body = page.getByTestId('notice-body');
      await body.getByText('离校前请关好门窗，切断电源。').waitFor();
      await loaded(page, '[data-testid="notice-body"] img[src*="publicFile"]');
      await checked(page, 'backoffice-notice-read-desktop');
    });
  });

  describe.each(viewports)('every section at $width×$height', (viewport: Viewport) => {
    const view = viewportPage(journey, viewport);

    it('draws each content section in Chinese and in English', async () => {
      const { page } = view;
      const { url } = journey.server;
      await signIn(page, url, admin.account, admin.password);
      for (const key of SECTIONS) {
        await openSection(page, url, key);
        await checked(page, `backoffice-content-${key}-${viewport.name}-zh`);
      }
      await page.goto(`${url}/v2/site/index`);
      await settled(page);
      await toLanguage(page, 'en');
      for (const key of SECTIONS) {
        await openSection(page, url, key);
        await checked(page, `backoffice-content-${key}-${viewport.name}-en`);
      }
    });
  });
});
