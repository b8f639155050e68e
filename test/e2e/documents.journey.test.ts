/**
 * Journey of official documents (公文协同) against the real server and the demo campus. At 1280×800: 陈立华, head of
 * 教务处, opens 发文管理 from the menu, drafts a dispatch from the 通知 template with 计算机科学与技术学院 countersigning,
 * 郑国华 signing off and two schools receiving it, saves it and submits it (his own office head's check passes: he heads it);
 * 吴海燕, head of the school, finds it in 我的公文, corrects the body and approves; 郑国华 signs it off and it is issued
 * with 教务处's next number and a seal that verifies, in the page and on the PDF's own digest; the school's clerk 孙丽娟
 * signs for it and forwards it to 李振华 and 周明轩, who each read it; back with 陈立华 the trail shows every step and the
 * school signed for with 2/2 read. A student gets neither the menu entry nor the page, and a staff member who is not a
 * recipient cannot open the document by its id. At 375×812 a clerk signs for another document on the phone, a reader
 * opens it from 我的公文, and 发文管理 lists the dispatches. Both sizes read in English. Every new page state is checked
 * (screenshot and axe-core). Each person signs in once, in a browser context of their own kept for the file.
 */
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import type { DocumentItem, NumberRule } from '../../contract/calls/documents';
import { demoAccounts, type DemoAccount } from '../../server/demo/campus/accounts';
import { signedInClient } from '../support/http-client';
import { newPage, uncaughtErrors, viewports, type Viewport } from './support/browser';
import { describeBrowser, journeyServer, type Journey } from './support/journey';
import { checked, inEnglish, openFromMenu, signIn } from './support/pages';
import { said, shown } from './support/seen';
import { settled } from './support/settled';

const { staff: drafter, viceDean: countersigner, vicePresident: leader, teachingSecretary: clerk, dean, lecturerStaff: lecturer, hrOfficer, student } = demoAccounts;
const [phone, desktop] = viewports;

const TITLE = '关于做好2027年寒假学生离校安全工作的通知';
const SCHOOL = '计算机科学与技术学院';
const OTHER_SCHOOL = '电子信息工程学院';
const CORRECTION = '五、各学院于1月10日前报送学生离校名单。';
/** The demo's dispatch waiting on 郑国华's sign-off: issued before the phone's steps, for its clerk to sign for there. */
const WAITING = '关于开展2027年本科教学质量工程项目申报的通知';

/** One signed-in browser context per person at one size, made when first needed and kept for the file's tests. */
function people(journey: Journey, viewport: Viewport) {
  const pages = new Map<string, Page>();
  afterEach(() => {
    for (const page of pages.values()) expect(uncaughtErrors(page)).toEqual([]);
  });
  afterAll(async () => {
    for (const page of pages.values()) await page.context().close();
  });
  return async (who: DemoAccount): Promise<Page> => {
    const known = pages.get(who.account);
    if (known) return known;
    const page = await newPage(journey.browser as Browser, viewport);
    await signIn(page, journey.server.url, who.account, who.password);
    pages.set(who.account, page);
    return page;
  };
}

/** A call through the page's own session (its cookies), as its script would make it. */
async function call<T>(page: Page, url: string, name: keyof typeof calls, payload: Record<string, string | number> = {}): Promise<Envelope<T>> {
  const query = new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]));
  return (await (await page.request.get(`${url}${calls[name].path}?${query}`)).json()) as Envelope<T>;
}

/** Opens a document of a tab of 我的公文 (the tab's title starts with its name; its count follows). */
async function openFromMine(page: Page, url: string, m: string, tab: string, title: string): Promise<void> {
  await page.goto(`${url}/v2/reserve/${m}myOfficial`);
  await shown(page, 'my-documents').waitFor();
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).filter({ visible: true }).click();
  const row = shown(page, 'documents-row').filter({ hasText: title });
  await row.waitFor();
  await row.getByTestId('document-open').click();
  await shown(page, 'document-detail').waitFor();
}

/**
 * Picks options in a searchable picker: its button (named by the field's label), then the sheet titled with that label
 * (a dialog with a search box and a checkbox per option), closed with 确定.
 */
async function pick(page: Page, label: string, names: string[], search: (name: string) => string = (name) => name): Promise<void> {
  await page.getByRole('button', { name: new RegExp(label) }).filter({ visible: true }).click();
  const sheet = page.getByRole('dialog', { name: label, exact: true }).filter({ visible: true });
  for (const name of names) {
    await sheet.getByRole('searchbox').fill(search(name));
    await sheet.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  }
  await sheet.getByRole('button', { name: '确定' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

describeBrowser('official documents journey', () => {
  const journey = journeyServer();
  const url = () => journey.server.url;
  /** The dispatch the desktop steps make. */
  let id = 0;

  describe('at 1280×800', () => {
    const as = people(journey, desktop);

    it('drafts a dispatch from a template in 发文管理 and submits it', async () => {
      const page = await as(drafter);
      await openFromMenu(page, url(), false, 'menu-documents', 'menu-dispatchManage');
      await page.waitForURL(/\/v2\/reserve\/dispatchManage$/);
      await shown(page, 'documents-row').first().waitFor();
      await checked(page, 'documents-manage-desktop');
      await page.getByRole('tab', { name: '编号规则' }).click();
      await shown(page, 'rules-row').first().waitFor();
      await checked(page, 'documents-rules-desktop');

      await shown(page, 'dispatch-new').click();
      await page.waitForURL(/dispatchManage\?edit=new/);
      const editor = shown(page, 'dispatch-editor');
      await editor.getByTestId('editor-template').locator('select').selectOption({ label: '通知' });
      const title = editor.getByRole('textbox', { name: /标题/ });
      await expect(title.inputValue()).resolves.toBe('关于……的通知');
      await title.fill(TITLE);
      await pick(page, '会签单位', [SCHOOL]);
      await editor.getByRole('combobox', { name: /签发领导/ }).selectOption(leader.account);
      await pick(page, '主送单位', [SCHOOL, OTHER_SCHOOL]);
      await checked(page, 'documents-editor-desktop');

      // Saved as a draft first; 送审 then saves it again at the version that save answered, and submits it.
      await editor.getByTestId('editor-save').click();
      await said(page, 'status', '草稿已保存').waitFor();
      await editor.getByTestId('editor-submit').click();
      await shown(page, 'editor-confirm-confirm').click();
      await page.waitForURL(/\/v2\/reserve\/officialCenter\?id=\d+/);
      id = Number(new URL(page.url()).searchParams.get('id'));
      const detail = shown(page, 'document-detail');
      await detail.getByTestId('document-status').filter({ hasText: '审核中' }).waitFor();
      await detail.getByTestId('document-title').filter({ hasText: TITLE }).waitFor();
      await checked(page, 'documents-submitted-desktop');
    });

    it('the countersigning school’s head finds it in 我的公文, corrects the body and approves', async () => {
      const page = await as(countersigner);
      await page.goto(`${url()}/v2/reserve/myOfficial`);
      const row = shown(page, 'documents-row').filter({ hasText: TITLE });
      await row.getByTestId('document-todo').filter({ hasText: '审核' }).waitFor();
      await checked(page, 'documents-mine-desktop');
      await row.getByTestId('document-open').click();

      const panel = shown(page, 'review-panel');
      await panel.getByRole('heading', { name: /会签/ }).waitFor();
      await panel.getByRole('checkbox', { name: /修改正文/ }).check();
      const body = panel.getByRole('textbox', { name: /正文/ });
      await body.click();
      await body.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type(CORRECTION);
      await panel.getByTestId('review-opinion').getByRole('textbox').fill('同意，补充报送名单时间。');
      await checked(page, 'documents-review-desktop');
      await panel.getByTestId('review-approve').click();
      await said(page, 'status', '已同意').waitFor();
      await shown(page, 'review-panel').waitFor({ state: 'hidden' });
      await shown(page, 'document-body').getByText(CORRECTION).waitFor();
    });

    it('the leader signs it off: it is issued with 教务处’s next number and a seal that verifies, in the page and on the PDF', async () => {
      const page = await as(leader);
      // 郑国华 manages no office: the number 教务处 gives next is read as its head sees it.
      const office = (await (await signedInClient(url(), drafter)).call<NumberRule[]>(calls.getNumberRules)).body.d.find((r) => r.office_name === '教务处');
      expect(office?.next).toMatch(/^示大教〔\d{4}〕\d+号$/);

      await openFromMine(page, url(), '', '待办', TITLE);
      const panel = shown(page, 'review-panel');
      await panel.getByRole('heading', { name: /签发/ }).waitFor();
      await panel.getByTestId('review-opinion').getByRole('textbox').fill('同意印发。');
      await panel.getByTestId('review-approve').filter({ hasText: '签发' }).click();
      const detail = shown(page, 'document-detail');
      await detail.getByTestId('document-status').filter({ hasText: '已发文' }).waitFor();
      await detail.getByTestId('document-number').filter({ hasText: office!.next }).waitFor();
      const seal = detail.getByTestId('document-seal');
      await seal.getByTestId('seal-code').waitFor();
      await seal.getByTestId('seal-verify').click();
      await seal.getByTestId('seal-verdict').filter({ hasText: `校验通过：${office!.next}` }).waitFor();
      await checked(page, 'documents-issued-desktop');

      const pdf = await page.request.get(`${url()}${calls.getDocumentPdf.path}?id=${id}`);
      expect(pdf.headers()['content-type']).toMatch(/application\/pdf/);
      const sha256 = createHash('sha256').update(await pdf.body()).digest('hex');
      const verdict = await call<{ valid: number; number: string }>(page, url(), 'verifyDocumentSeal', { sha256 });
      expect(verdict.d).toMatchObject({ valid: 1, number: office!.next });
    });

    it('the school’s clerk signs for it and forwards it to two of its people', async () => {
      const page = await as(clerk);
      await openFromMine(page, url(), '', '待签收', TITLE);
      await checked(page, 'documents-sign-for-desktop');
      await shown(page, 'document-signFor').click();
      await shown(page, 'document-confirm-confirm').click();
      const signed = said(page, 'status', '已签收');
      await signed.waitFor();
      // The toast goes before the dialog opens, so the dialog's screenshot shows all of it.
      await signed.waitFor({ state: 'hidden' });

      await shown(page, 'document-forward').click();
      const dialog = shown(page, 'people-dialog');
      await dialog.waitFor();
      await pick(page, '转发给', [dean.name, lecturer.name], (name) => (name === dean.name ? dean.account : lecturer.account));
      await checked(page, 'documents-forward-desktop');
      await dialog.getByTestId('people-confirm').click();
      await said(page, 'status', '已转发给 2 人').waitFor();
      const readers = shown(page, 'document-readers');
      for (const name of [dean.name, lecturer.name]) await readers.getByRole('row').filter({ hasText: name }).filter({ hasText: '未读' }).waitFor();
    });

    it('each reader opens it from 待阅 and it is marked read', async () => {
      for (const reader of [dean, lecturer]) {
        const page = await as(reader);
        await openFromMine(page, url(), '', '待阅', TITLE);
        // Opening it marks it read: the row shows the time instead of 未读.
        await shown(page, 'document-readers').getByRole('row').filter({ hasText: reader.name }).filter({ hasNotText: '未读' }).waitFor();
      }
    });

    it('the drafter reads the whole trail and the school signed for with 2/2 read', async () => {
      const page = await as(drafter);
      await page.goto(`${url()}/v2/reserve/officialCenter?id=${id}`);
      const trail = shown(page, 'document-trail');
      // Every step, by whom, oldest first: 陈立华 heads 教务处, so no check of his own office's head stands between.
      const steps = [
        [drafter, '拟稿'], [drafter, '送审'], [countersigner, '修改正文'], [countersigner, '审核通过'], [leader, '审核通过'], [leader, '发文'],
        [clerk, '签收'], [clerk, '转发'], [dean, '阅读'], [lecturer, '阅读'],
      ] as const;
      await trail.getByTestId('trail-entry').nth(steps.length - 1).waitFor();
      expect(await trail.getByTestId('trail-head').allTextContents()).toEqual(steps.map(([who, what]) => `${who.name} · ${what}`));
      for (const at of await trail.getByTestId('trail-at').allTextContents()) expect(at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      const school = shown(page, 'document-recipients').getByRole('row').filter({ hasText: SCHOOL });
      await school.filter({ hasText: clerk.name }).filter({ hasText: '2/2' }).waitFor();
      await checked(page, 'documents-trail-desktop');
    });

    it('keeps a student out: no menu entry, and the page says so', async () => {
      const page = await as(student);
      await page.goto(`${url()}/v2/site/index`);
      await settled(page);
      const menu = shown(page, 'menu-bar');
      await menu.getByTestId('menu-myTasks').waitFor();
      expect(await menu.getByTestId('menu-documents').count()).toBe(0);
      await page.goto(`${url()}/v2/reserve/myOfficial`);
      await shown(page, 'documents-no-permit').waitFor();
      expect(new URL(page.url()).pathname).toBe('/v2/reserve/myOfficial');
      await checked(page, 'documents-no-permit-desktop');
    });

    it('does not open the document for a staff member it did not reach', async () => {
      const page = await as(hrOfficer);
      await page.goto(`${url()}/v2/reserve/officialCenter?id=${id}`);
      await shown(page, 'documents-missing').waitFor();
      expect(await shown(page, 'document-detail').count()).toBe(0);
      await checked(page, 'documents-not-reached-desktop');
    });

    it('reads in English: 我的公文, the detail and 发文管理', async () => {
      const page = await as(drafter);
      await page.goto(`${url()}/v2/reserve/myOfficial`);
      await shown(page, 'documents-row').first().waitFor();
      await inEnglish(page, async () => {
        await page.getByRole('tab', { name: /^Sent/ }).filter({ visible: true }).click();
        await shown(page, 'documents-row').filter({ hasText: TITLE }).getByTestId('document-status').filter({ hasText: 'Issued' }).waitFor();
        await checked(page, 'documents-mine-en-desktop');
        await page.goto(`${url()}/v2/reserve/officialCenter?id=${id}`);
        await shown(page, 'document-trail').getByText('Signed for').first().waitFor();
        await checked(page, 'documents-trail-en-desktop');
        await page.goto(`${url()}/v2/reserve/dispatchManage`);
        await shown(page, 'documents-row').first().waitFor();
        await checked(page, 'documents-manage-en-desktop');
        await page.goto(`${url()}/v2/reserve/dispatchManage?edit=new`);
        await shown(page, 'dispatch-editor').waitFor();
        await checked(page, 'documents-editor-en-desktop');
      });
    });
  });

  describe('at 375×812', () => {
    const as = people(journey, phone);
    let waitingId = 0;

    beforeAll(async () => {
      // 郑国华 signs off the demo's waiting dispatch, which reaches 计算机科学与技术学院 among others.
      const api = await signedInClient(url(), leader);
      const todo = (await api.call<{ list: DocumentItem[] }>(calls.getMyOfficial, { tab: 'todo' })).body.d.list;
      waitingId = todo.find((d) => d.title === WAITING)!.id;
      expect((await api.call(calls.reviewDispatch, { id: waitingId, decision: 'approve', opinion: '同意。' })).body.e).toBe(0);
    });

    it('the clerk signs for a document on the phone', async () => {
      const page = await as(clerk);
      await openFromMine(page, url(), 'm_', '待签收', WAITING);
      await checked(page, 'documents-sign-for-phone');
      await shown(page, 'document-signFor').click();
      await shown(page, 'document-confirm-confirm').click();
      await said(page, 'status', '已签收').waitFor();
      await shown(page, 'document-recipients').getByRole('row').filter({ hasText: SCHOOL }).filter({ hasText: clerk.name }).waitFor();
      await checked(page, 'documents-signed-for-phone');
      const api = await signedInClient(url(), clerk);
      expect((await api.call(calls.forwardDocument, { id: waitingId, uids: [dean.account] })).body.e).toBe(0);
    });

    it('a reader opens 我的公文 and the document on the phone', async () => {
      const page = await as(dean);
      await page.goto(`${url()}/v2/reserve/m_myOfficial`);
      await shown(page, 'my-documents').waitFor();
      await page.getByRole('tab', { name: /^待阅/ }).filter({ visible: true }).click();
      await shown(page, 'documents-row').filter({ hasText: WAITING }).waitFor();
      await checked(page, 'documents-mine-phone');
      await shown(page, 'documents-row').filter({ hasText: WAITING }).getByTestId('document-open').click();
      const mine = shown(page, 'document-readers').getByRole('row').filter({ hasText: dean.name });
      // Opening it marks it read: the row shows the time instead of 未读.
      await mine.filter({ hasNotText: '未读' }).waitFor();
      await checked(page, 'documents-detail-phone');
    });

    it('发文管理 lists the office’s dispatches on the phone, with its rules and the editor', async () => {
      const page = await as(drafter);
      await page.goto(`${url()}/v2/reserve/m_dispatchManage`);
      await shown(page, 'documents-row').filter({ hasText: TITLE }).waitFor();
      expect(await shown(page, 'documents-row').count()).toBeGreaterThanOrEqual(4);
      await checked(page, 'documents-manage-phone');
      await page.getByRole('tab', { name: '编号规则' }).filter({ visible: true }).click();
      await shown(page, 'rules-row').first().waitFor();
      await checked(page, 'documents-rules-phone');
      await shown(page, 'dispatch-new').click();
      await shown(page, 'dispatch-editor').waitFor();
      await checked(page, 'documents-editor-phone');
    });

    it('reads in English on the phone: 我的公文 and the detail with its trail', async () => {
      const page = await as(drafter);
      await page.goto(`${url()}/v2/reserve/m_myOfficial?tab=sent`);
      await shown(page, 'documents-row').filter({ hasText: TITLE }).waitFor();
      await inEnglish(page, async () => {
        await page.getByRole('tab', { name: /^Sent/ }).filter({ visible: true }).waitFor();
        await shown(page, 'documents-row').filter({ hasText: TITLE }).getByTestId('document-status').filter({ hasText: 'Issued' }).waitFor();
        await checked(page, 'documents-mine-en-phone');
        await page.goto(`${url()}/v2/reserve/m_officialCenter?id=${id}`);
        await shown(page, 'document-trail').getByText('Signed for').first().waitFor();
        await checked(page, 'documents-trail-en-phone');
      });
    });
  });
});
