/**
 * Downloads at phone and desktop size (issue 25; spec §2 copy-link dialog, §7 getDownloadFileUrl, §9): a student
 * reading their application saves an attachment with a click, and copies its download link from the small dialog
 * (checked with axe-core). Opened without a session, the copied link downloads the file the same day; the next day
 * (the server's clock moved) it is refused in a plain page, and so is the link changed to name another file.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { everyA11yViolation, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn } from './support/pages';

const student = demoAccounts.student;
const DAY = 86_400_000;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);
const REPORT = { name: '实习报告.pdf', bytes: pdf('internship report') };
const TRANSCRIPT = { name: '成绩单.pdf', bytes: pdf('transcript') };

/** 10:00 campus time: the server's clock, which the journey moves to the next day and back. */
const TODAY = new Date('2026-11-27T02:00:00Z');
let now = TODAY;

/** The student's leave request with the two files attached, through the API (the start page has its own journey). */
async function applicationWithFiles(page: Page, url: string, leaveId: number): Promise<{ instId: string; fileIds: string[] }> {
  const files = [];
  for (const file of [REPORT, TRANSCRIPT]) {
    const res = await page.request.post(`${url}${calls.upload.path}?category=form`, { multipart: { upfile: { name: file.name, mimeType: 'application/pdf', buffer: file.bytes } } });
    const { d } = (await res.json()) as Envelope<{ id: string; original: string; size: number }>;
    files.push({ id: d.id, name: d.original, size: d.size });
  }
  const values = {
    form1_1: 'personal', form1_2: ['2026-12-07 08:00', '2026-12-08 18:00'], form1_3: 2, form1_4: 'no',
    form1_6: '参加实习单位面试', form1_7: '王建国', form1_8: '13912345678', form1_9: files,
  };
  const form = { app_id: leaveId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex'), terminal: 'pc' };
  const started = (await (await page.request.post(`${url}${calls.startMatter.path}`, { form })).json()) as Envelope<{ inst_id: string }>;
  expect(started.e).toBe(0);
  return { instId: started.d.inst_id, fileIds: files.map((f) => f.id) };
}

/** Opens an address in a browser with no session, as whoever the link was sent to: a download, or a page. */
async function openElsewhere(browser: Browser, address: string): Promise<{ file?: { name: string; bytes: Buffer }; refusal?: string; page: Page }> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const download = page.waitForEvent('download', { timeout: 30_000 }).catch(() => null);
  const res = await page.goto(address).catch(() => null);
  if (res) {
    expect(res.status()).toBe(403);
    return { refusal: (await page.getByRole('heading', { level: 1 }).textContent()) ?? '', page };
  }
  const saved = await download;
  if (!saved) throw new Error(`${address} neither downloaded nor answered a page`);
  return { file: { name: saved.suggestedFilename(), bytes: readFileSync((await saved.path())!) }, page };
}

describeBrowser('download journeys', () => {
  const journey = journeyServer({ now: () => now });
  let leaveId = 0;

  beforeAll(async () => {
    leaveId = (await journey.server.db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow()).id;
  });
  afterEach(() => {
    now = TODAY;
  });

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const m = viewport.name === 'phone' ? 'm_' : '';

    it('saves an attachment with a click, and copies a link that opens it that day only and for that file only', async () => {
      const { page } = view;
      const url = journey.server.url;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
      await signIn(page, url, student.account, student.password);
      const { instId, fileIds } = await applicationWithFiles(page, url, leaveId);
      await page.goto(`${url}/v2/matter/${m}examine?inst_id=${instId}&type=launch`);
      const fileLink = page.getByRole('link', { name: `下载 ${REPORT.name}` });
      await fileLink.waitFor();

      // A click saves the file through a hidden frame; the page stays.
      const [saved] = await Promise.all([page.waitForEvent('download'), fileLink.click()]);
      expect(saved.suggestedFilename()).toBe(REPORT.name);
      expect(readFileSync((await saved.path())!).equals(REPORT.bytes)).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`/v2/matter/${m}examine`);
      expect(await page.locator('iframe[data-download]').count()).toBe(1);

      // The small dialog offers the link and says when it copied it.
      await page.getByRole('button', { name: `复制链接：${REPORT.name}` }).click();
      const dialog = page.getByRole('dialog', { name: '复制下载链接' });
      const address = (await dialog.getByTestId('copy-link-address').textContent()) ?? '';
      expect(address).toMatch(new RegExp(`^${url}/api/files/downloadSharedFile\\?file=${fileIds[0]}&date=2026-11-27&sign=[0-9a-f]{64}$`));
      await dialog.getByTestId('copy-link').click();
      await dialog.getByRole('status').filter({ hasText: '已复制' }).waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText())).toBe(address);
      await checked(page, `downloads-copy-link-${viewport.name}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The same day, without a session: the file.
      const sameDay = await openElsewhere(journey.browser, address);
      expect(sameDay.file?.name).toBe(REPORT.name);
      expect(sameDay.file?.bytes.equals(REPORT.bytes)).toBe(true);
      await sameDay.page.context().close();

      // Named for the other file: refused, whatever the day.
      const otherFile = await openElsewhere(journey.browser, address.replace(`file=${fileIds[0]}`, `file=${fileIds[1]}`));
      expect(otherFile.refusal).toBe('下载链接无效，请重新获取下载链接');
      expect(await everyA11yViolation(otherFile.page)).toEqual([]);
      await otherFile.page.context().close();

      // The next campus day: refused, saying the link has expired.
      now = new Date(TODAY.getTime() + DAY);
      const nextDay = await openElsewhere(journey.browser, address);
      expect(nextDay.refusal).toBe('下载链接已过期（仅当天有效），请重新获取下载链接');
      await nextDay.page.context().close();
    });
  });
});
