/**
 * An application through its approvals at phone and desktop size, each screen checked with axe-core: a student's leave
 * request is urged, approved by the head of their department, returned by the dean, corrected and resubmitted by the
 * student, and approved by the dean; the student then sees it done with every step and opinion, prints it, downloads
 * its PDF (its Chinese text extracted by pdftotext) and follows the PDF's QR code to the public verification page. After
 * every step the to-do badge of the person acting equals their to-do list's total.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage, type Journey } from './support/journey';
import { checked, signIn } from './support/pages';

const student = demoAccounts.student;
const PASSWORD = 'Approver@2026';
const REASON = '家中老人生病住院需回家照顾';

interface Person {
  uid: string;
  name: string;
}

/** The student's department head, dean and counsellor, given a password to sign in with. */
async function approvers(journey: Journey): Promise<{ head: Person; dean: Person; counsellor: Person; leaveId: number }> {
  const db = journey.server.db;
  const { department_id } = await db.selectFrom('users').select('department_id').where('uid', '=', student.account).executeTakeFirstOrThrow();
  const dept = await db.selectFrom('departments').select('head_uid').where('id', '=', department_id ?? 0).executeTakeFirstOrThrow();
  const head = await db.selectFrom('users').select(['uid', 'name']).where('uid', '=', dept.head_uid ?? '').executeTakeFirstOrThrow();
  const holder = (post: string) =>
    db
      .selectFrom('user_posts as p')
      .innerJoin('users as u', 'u.uid', 'p.uid')
      .select(['u.uid', 'u.name'])
      .where('p.post', '=', post)
      .where('p.department_id', '=', department_id ?? 0)
      .executeTakeFirstOrThrow();
  const [dean, counsellor] = [await holder('dean'), await holder('counsellor')];
  const hash = await hashPassword(PASSWORD);
  await db.updateTable('users').set({ password_hash: hash }).where('uid', 'in', [head.uid, dean.uid, counsellor.uid]).execute();
  const leave = await db.selectFrom('apps').select('id').where('name', '=', '学生请假申请').executeTakeFirstOrThrow();
  return { head, dean, counsellor, leaveId: leave.id };
}

async function api<T>(page: Page, url: string, call: { path: string; method: string }, data: Record<string, string | number> = {}): Promise<T> {
  const res = call.method === 'GET' ? await page.request.get(`${url}${call.path}`, { params: data }) : await page.request.post(`${url}${call.path}`, { form: data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.e).toBe(0);
  return body.d;
}

/** The to-do badge of whoever is signed in equals the to-do list's total. */
async function badgeMatchesList(page: Page, url: string): Promise<number> {
  const [unread, list] = await Promise.all([
    api<{ my_todo: number }>(page, url, calls.getunreadData),
    api<{ total: number }>(page, url, calls.getMyTodo, { page_size: 1 }),
  ]);
  expect(unread.my_todo).toBe(list.total);
  return list.total;
}

/** The QR code in the PDF: its pages rendered by pdftoppm, the first that holds a code that decodes. */
function qrText(pdf: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ch-pdf-'));
  execFileSync('pdftoppm', ['-png', '-r', '150', pdf, path.join(dir, 'page')]);
  for (const file of readdirSync(dir).sort()) {
    const png = PNG.sync.read(readFileSync(path.join(dir, file)));
    const rgba = png.data;
    const code = jsQR(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), png.width, png.height);
    if (code) return code.data;
  }
  throw new Error('No QR code found in the PDF');
}

/** Tab and Shift+Tab go round the open dialog's controls and never leave it for the page behind or <body>. */
async function keyboardStaysIn(page: Page): Promise<void> {
  const inside: number[] = [];
  for (const key of [...Array(8).fill('Tab'), ...Array(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    inside.push(await page.locator('[role="dialog"] :focus').count());
  }
  expect(inside).not.toContain(0);
}

describeBrowser('approval journeys', () => {
  const journey = journeyServer();
  let the: Awaited<ReturnType<typeof approvers>>;

  beforeAll(async () => {
    the = await approvers(journey);
  });

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const m = viewport.name === 'phone' ? 'm_' : '';
    let instId = '';

    /** Opens the signed-in approver's task for this application from My tasks, whose shown total is the badge's count. */
    async function openTask(page: Page, url: string): Promise<void> {
      await page.goto(`${url}/v2/matter/${m}todo`);
      await page.getByRole('heading', { level: 1, name: '我的待办' }).waitFor();
      const shown = Number(/共 (\d+) 条/.exec((await page.getByTestId('list-total').textContent()) ?? '')?.[1]);
      expect(shown).toBe((await api<{ my_todo: number }>(page, url, calls.getunreadData)).my_todo);
      await page.getByTestId('todo-row').filter({ hasText: student.name }).filter({ hasText: '学生请假申请' }).first().getByRole('link').first().click();
      await page.getByTestId('examine-approve').waitFor();
      expect(new URL(page.url()).searchParams.get('inst_id')).toBe(instId);
    }

    it('takes a leave request through urge, approval, a return, a resubmit and the final approval', async () => {
      const { page } = view;
      const url = journey.server.url;

      // The student applies (the start page has its own journey) and urges the first step from the application's view.
      await signIn(page, url, student.account, student.password);
      const values = {
        form1_1: 'personal', form1_2: ['2026-12-07 08:00', '2026-12-08 18:00'], form1_3: 2, form1_4: 'no',
        form1_6: REASON, form1_7: '王建国', form1_8: '13912345678',
      };
      instId = (await api<{ inst_id: string }>(page, url, calls.startMatter, { app_id: the.leaveId, values: JSON.stringify(values), start_key: `journey${viewport.name}${Date.now()}` })).inst_id;
      await page.goto(`${url}/v2/matter/${m}examine?inst_id=${instId}&type=launch`);
      await page.getByTestId('examine-status').filter({ hasText: '办理中' }).waitFor();
      await checked(page, `approval-launch-${viewport.name}`);
      await page.getByTestId('examine-urge').click();
      await page.getByRole('checkbox', { name: '院系负责人审批' }).waitFor();
      await page.getByTestId('reminder-confirm').click();
      await page.getByText('催办成功').first().waitFor();

      // The head of the department sees the urge among their messages and approves.
      await signIn(page, url, the.head.uid, PASSWORD);
      const urges = (await api<Record<string, number>>(page, url, calls.messageCount))['4'];
      expect(urges).toBeGreaterThan(0);
      const headTodo = await badgeMatchesList(page, url);
      await openTask(page, url);
      await page.getByText(REASON).first().waitFor();
      await page.getByTestId('examine-history').getByText(student.name).first().waitFor();
      await checked(page, `approval-examine-${viewport.name}`);
      await page.getByTestId('examine-opinion').getByRole('textbox').fill('情况属实，同意。');
      await page.getByTestId('examine-approve').click();
      await page.getByTestId('examine-done').waitFor();
      expect(await badgeMatchesList(page, url)).toBe(headTodo - 1);

      // The dean returns it to the student.
      await signIn(page, url, the.dean.uid, PASSWORD);
      const deanTodo = await badgeMatchesList(page, url);
      await openTask(page, url);
      await page.getByTestId('examine-history').getByText('情况属实，同意。').waitFor();
      await page.getByTestId('examine-opinion').getByRole('textbox').fill('请补充返校时间安排后重新提交。');
      await page.getByTestId('examine-reject').click();
      const back = page.getByTestId('reject-dialog');
      await back.waitFor();
      await keyboardStaysIn(page);
      await page.keyboard.press('Escape');
      await back.waitFor({ state: 'detached' });
      expect(await page.locator(':focus').getAttribute('data-testid')).toBe('examine-reject');
      await page.getByTestId('examine-reject').click();
      await back.getByRole('radio', { name: '申请人' }).check();
      await checked(page, `approval-reject-${viewport.name}`);
      await back.getByTestId('reject-confirm').click();
      await page.getByTestId('examine-done').waitFor();
      expect(await badgeMatchesList(page, url)).toBe(deanTodo - 1);

      // The student finds it returned in My applications, sees why, corrects it and resubmits.
      await signIn(page, url, student.account, student.password);
      const studentTodo = await badgeMatchesList(page, url);
      await page.goto(`${url}/v2/matter/${m}launch`);
      await page.getByTestId('launch-row').first().getByRole('link').first().click();
      await page.getByTestId('resubmit-submit').waitFor();
      await page.getByText('请补充返校时间安排后重新提交。').first().waitFor();
      await checked(page, `approval-reject-step-${viewport.name}`);
      await page.getByRole('textbox', { name: '请假事由' }).fill(`${REASON}，12月8日晚返校`);
      await page.getByTestId('resubmit-submit').click();
      await page.getByTestId('examine-done').waitFor();
      expect(await badgeMatchesList(page, url)).toBe(studentTodo);

      // The dean approves the corrected request, signing as the dean's step is a countersign (sign value 1).
      await signIn(page, url, the.dean.uid, PASSWORD);
      await openTask(page, url);
      await page.getByText('12月8日晚返校').first().waitFor();
      await page.getByTestId('examine-opinion').getByRole('textbox').fill('同意。');
      await page.getByTestId('examine-approve').click();
      await page.getByText('请先勾选“以本人名义签署”').waitFor();
      await page.getByRole('checkbox', { name: /以本人名义签署/ }).check();
      await page.getByTestId('examine-approve').click();
      await page.getByTestId('examine-done').waitFor();
      expect(await badgeMatchesList(page, url)).toBe(deanTodo - 1);

      // The counsellor closes the leave (销假) once the student is back.
      await signIn(page, url, the.counsellor.uid, PASSWORD);
      const counsellorTodo = await badgeMatchesList(page, url);
      await openTask(page, url);
      await page.getByTestId('examine-opinion').getByRole('button', { name: '填入常用语：同意。' }).click();
      const sign = page.getByRole('checkbox', { name: /以本人名义签署/ });
      if (await sign.count()) await sign.check();
      await page.getByTestId('examine-approve').click();
      await page.getByTestId('examine-done').waitFor();
      expect(await badgeMatchesList(page, url)).toBe(counsellorTodo - 1);
    });

    it('shows the student the finished application with every step, prints it, and gives a PDF whose QR code verifies', async () => {
      const { page } = view;
      const url = journey.server.url;
      await signIn(page, url, student.account, student.password);
      await page.goto(`${url}/v2/matter/${m}examine?inst_id=${instId}&type=launch`);
      await page.getByTestId('examine-status').filter({ hasText: '已办结' }).waitFor();
      const history = page.getByTestId('examine-history');
      for (const text of [the.head.name, the.dean.name, the.counsellor.name, '情况属实，同意。', '请补充返校时间安排后重新提交。', '同意。']) await history.getByText(text).first().waitFor();
      await checked(page, `approval-done-${viewport.name}`);

      // Print: the browser's print dialog opens on the print view (no frame, no buttons).
      await page.evaluate(() => {
        const w = globalThis as unknown as { print: () => void; printed: number };
        w.printed = 0;
        // As the browser does: beforeprint lets the page draw its print view before the dialog's snapshot.
        w.print = () => {
          w.printed += 1;
          (globalThis as unknown as EventTarget).dispatchEvent(new Event('beforeprint'));
        };
      });
      await page.getByTestId('examine-print').click();
      expect(await page.evaluate(() => (globalThis as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('examine-approve').count()).resolves.toBe(0);
      await expect(page.getByTestId('examine-print').isVisible()).resolves.toBe(false);
      await checked(page, `approval-print-${viewport.name}`);
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => (globalThis as unknown as EventTarget).dispatchEvent(new Event('afterprint')));

      // The PDF: its Chinese text extractable, and its QR code opening the verification page, which confirms it.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('examine-pdf').click()]);
      await expect(page.getByTestId('examine-pdf').textContent()).resolves.toBe('下载PDF');
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'ch-pdf-')), 'record.pdf');
      await download.saveAs(file);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8').replace(/\s+/g, '');
      for (const expected of ['学生请假申请', student.name, '家中老人生病住院需回家照顾', '12月8日晚返校', '请补充返校时间安排后重新提交', the.dean.name]) expect(text).toContain(expected);
      const verifyUrl = new URL(qrText(file));
      expect(verifyUrl.pathname).toBe('/v2/matter/verify');
      await page.goto(`${url}${verifyUrl.pathname}${verifyUrl.search}`);
      await page.getByTestId('verify-result').filter({ hasText: '回执有效' }).waitFor();
      await expect(page.getByTestId('verify-verdict').textContent()).resolves.toContain('王*远');
      await page.getByText('学生请假申请').first().waitFor();
      await checked(page, `approval-verify-${viewport.name}`);
    });
  });
});
