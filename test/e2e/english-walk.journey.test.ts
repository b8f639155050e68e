/**
 * Journey: a reader who switched the portal to English walks every page, at phone and desktop size, signed in as the
 * demo account each page is for, and finds no Chinese outside what people typed or chose themselves. Text the page
 * shows, its title, and the labels, titles, placeholders and alternative texts a screen reader reads all count; an
 * element marked `data-user-content` (an application's title, an opinion, a person's name, a notice's body: data with
 * no English text) does not. The ids a page needs come from the seeded campus through the API, as the pages get them.
 */
import type { Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import type { LaunchedItem, TodoItem } from '../../contract/calls/matters';
import type { FillReport } from '../../contract/calls/fillins';
import type { Notice, OfficeNotice } from '../../contract/calls/notices';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { screenshot, viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { signIn, toLanguage } from './support/pages';
import { walk, type Role, type Seeded } from './support/english-walk-routes';
import { settled } from './support/settled';

/** The little of the page's DOM the collector needs (the tests compile without the DOM's types). */
interface WalkedElement {
  tagName: string;
  textContent: string | null;
  closest(selector: string): WalkedElement | null;
  checkVisibility(options?: { visibilityProperty?: boolean }): boolean;
  getAttribute(name: string): string | null;
}
interface WalkedDocument {
  title: string;
  body: unknown;
  createTreeWalker(root: unknown, whatToShow: number): { nextNode(): { nodeValue: string | null; parentElement: WalkedElement | null } | null };
  querySelectorAll(selector: string): Iterable<WalkedElement>;
}

/**
 * The one exception: the language switch offers Chinese as 中文, in the language it switches to, as language choices
 * are named; its accessible name starts with the word it shows.
 */
const LANGUAGE_CHOICE = '中文';

/**
 * Chinese shown to the reader outside user content: the title, visible text, and what a screen reader reads. A label
 * or title naming user content (Download 证明材料.pdf, the page title of a notice) is read without that content.
 */
function chineseShown(page: Page): Promise<string[]> {
  return page.evaluate((exception) => {
    const doc = (globalThis as unknown as { document: WalkedDocument }).document;
    // CJK ideographs, radicals, punctuation and full-width forms.
    const cjk = /[\u2e80-\u303f\u3400-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/;
    const userTexts = [...doc.querySelectorAll('[data-user-content]')]
      .map((el) => (el.textContent ?? '').trim())
      .filter((text) => text !== '')
      .sort((a, b) => b.length - a.length);
    const without = (text: string) => userTexts.reduce((left, user) => left.split(user).join(''), text).split(exception).join('');
    const found = new Set<string>();
    if (cjk.test(without(doc.title))) found.add(`title: ${doc.title}`);
    // An option is drawn by its select, which decides whether it is shown.
    const shown = (el: WalkedElement) => (el.closest('select') ?? el).checkVisibility({ visibilityProperty: true });
    const counted = (el: WalkedElement) => !el.closest('[data-user-content], script, style') && shown(el);
    const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.nodeValue ?? '').trim();
      if (node.parentElement && cjk.test(text.split(exception).join('')) && counted(node.parentElement)) found.add(text);
    }
    for (const el of doc.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (!counted(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name) ?? '';
        if (cjk.test(without(value))) found.add(`${el.tagName.toLowerCase()}[${name}]: ${value}`);
      }
    }
    return [...found];
  }, LANGUAGE_CHOICE);
}

const accounts = {
  student: demoAccounts.student,
  staff: demoAccounts.staff,
  dean: demoAccounts.dean,
  twoIdentities: demoAccounts.lecturerStaff,
  admin: demoAccounts.admin,
} as const;

/** The main pages, kept as screenshots in test-results/ for a reader to look over. */
const pictured = new Set(['/matter/fill', '/matter/m_fill', '/fillForm/mission', '/fillForm/m_mission', '/fillForm/report', '/fillForm/m_report', '/site/index', '/site/m_indexs', '/site/serviceList', '/site/m_serviceList', '/matter/launch', '/matter/m_launch', '/matter/todo', '/matter/m_todo', '/matter/examine', '/matter/m_examine', '/matter/detail', '/matter/m_detail']);

describeBrowser('every page in English', () => {
  const journey = journeyServer();

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    let signedIn: Role | null = null;
    const seeded = {} as Seeded;

    async function become(role: Role): Promise<void> {
      if (signedIn === role) return;
      if (role === 'visitor') await view.page.request.post(`${journey.server.url}${calls.logout.path}`);
      else await signIn(view.page, journey.server.url, accounts[role].account, accounts[role].password);
      signedIn = role;
    }

    async function api<T>(path: string, query = ''): Promise<T> {
      const res = await view.page.request.get(`${journey.server.url}${path}${query ? `?${query}` : ''}`, { headers: { 'accept-language': 'en' } });
      return ((await res.json()) as Envelope<T>).d;
    }

    beforeAll(async () => {
      // The way a reader does it: the header's language switch, kept on the device for every page after.
      await view.page.goto(`${journey.server.url}/v2/site/index`);
      await toLanguage(view.page, 'en');

      await become('staff');
      const task = (await api<{ list: TodoItem[] }>(calls.getMyTodo.path)).list[0];
      seeded.task = { instId: task.inst_id, taskId: task.task_id };
      seeded.officeNoticeId = (await api<{ list: OfficeNotice[] }>(calls.getOfficeNotice.path)).list[0].id;
      await become('student');
      const hot = await api<{ id: number; name: string }[]>(calls.homehotapps.path);
      seeded.appId = hot.find((app) => app.name === 'Student leave request')?.id ?? 0;
      seeded.instId = (await api<{ list: LaunchedItem[] }>(calls.myStarted.path)).list[0].inst_id;
      seeded.noticeId = (await api<{ list: Notice[] }>(calls.getNotice.path)).list[0].id;
      seeded.missionId = (await api<{ list: FillReport[] }>(calls.fillreportmylist.path)).list[0].id;
      const pdf = await view.page.request.get(`${journey.server.url}${calls.getMatterPdf.path}?inst_id=${seeded.instId}`);
      seeded.receiptCode = pdf.headers()['x-receipt-code'] ?? '';
      expect(seeded).toEqual(expect.objectContaining({ appId: expect.any(Number), receiptCode: expect.stringMatching(/\w/) }));
    });

    it.each(Object.keys(walk))('%s shows no Chinese outside user content', async (route) => {
      const { as, query } = walk[route];
      await become(as);
      const address = `${journey.server.url}/v2${route}${query ? `?${query(seeded)}` : ''}`;
      await view.page.goto(address, { waitUntil: 'networkidle' });
      await settled(view.page);
      if (pictured.has(route)) await screenshot(view.page, `english${route.replace(/\//g, '-')}-${viewport.name}`);
      expect({ page: route, chinese: await chineseShown(view.page) }).toEqual({ page: route, chinese: [] });
    });
  });
});
