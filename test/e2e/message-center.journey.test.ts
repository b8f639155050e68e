/**
 * Journey: a student's application reaches its approver as an approval message. The approver opens the user centre
 * on the approval messages (desktop: the header bell → 审批消息; phone, which has no bell: the menu's 消息, then the
 * 审批消息 tab), whose tab shows the same unread count as the server; opening the message lands on the task, ready to
 * approve, and the message is read from then on. At phone and desktop size, each screen checked with axe-core.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { calls, type Envelope } from '../../contract';
import type { Message } from '../../contract/calls/messages';
import { publishProcess } from '../../server/src/modules/processes/processes.service';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { viewports } from './support/browser';
import { describeBrowser, journeyServer, viewportPage } from './support/journey';
import { checked, signIn } from './support/pages';

const { student, staff } = demoAccounts;

async function api<T>(page: Page, url: string, call: { path: string; method: string }, data: Record<string, string | number> = {}): Promise<T> {
  const res = call.method === 'GET' ? await page.request.get(`${url}${call.path}`, { params: data }) : await page.request.post(`${url}${call.path}`, { form: data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.e).toBe(0);
  return body.d;
}

describeBrowser('message centre journey', () => {
  const journey = journeyServer();
  let appId: number;

  beforeAll(async () => {
    const { db } = journey.server;
    appId = (await db.selectFrom('apps').select('id').where('name', '=', '在校证明开具').executeTakeFirstOrThrow()).id;
    await publishProcess(db, appId, {
      nodes: [{ kind: 'approval', id: 'registry', name: '教务处审核', approvers: { type: 'users', uids: [staff.account] }, mode: 'sequential' }],
    });
  });

  describe.each(viewports)('at $width×$height', (viewport) => {
    const view = viewportPage(journey, viewport);
    const m = viewport.name === 'phone' ? 'm_' : '';

    /** The student applies; answers the application's id. */
    async function apply(page: Page, url: string): Promise<string> {
      await signIn(page, url, student.account, student.password);
      const form = await journey.server.db.selectFrom('form_versions').select('schema').where('app_id', '=', appId).orderBy('version', 'desc').executeTakeFirstOrThrow();
      const purpose = form.schema.fields.find((f) => f.id === 'form1_1');
      const values = { form1_1: purpose && 'options' in purpose ? purpose.options[0].value : '', form1_3: ['zh'], form1_4: 1, form1_5: 'print', form1_7: '13912345678' };
      const started = await api<{ inst_id: string }>(page, url, calls.startMatter, { app_id: appId, values: JSON.stringify(values), start_key: randomBytes(8).toString('hex') });
      return started.inst_id;
    }

    it('opens the approval messages with their unread count, and a message on its task, which it marks read', async () => {
      const { page } = view;
      const { url } = journey.server;
      const instId = await apply(page, url);
      await signIn(page, url, staff.account, staff.password);
      const unread = (await api<Record<string, number>>(page, url, calls.messageCount))['2'];
      expect(unread).toBeGreaterThan(0);

      await page.goto(`${url}/v2/site/${m ? 'm_indexs' : 'index'}`);
      if (m) {
        await page.getByTestId('menu-button').click();
        await page.getByTestId('user-menu-messages').click();
        await page.getByTestId('message-center').waitFor();
        await page.getByRole('tab', { name: `审批消息 · ${unread} 未读` }).click();
      } else {
        await page.getByTestId('message-dropdown').click();
        await page.getByTestId('message-type-2').filter({ hasText: String(unread) }).click();
      }
      await page.getByRole('tab', { name: `审批消息 · ${unread} 未读`, selected: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/v2/site/${m}ucenter`);
      const row = page.getByTestId('message-row').filter({ hasText: '您有新的待办' }).first();
      await row.getByText('未读').waitFor();
      await checked(page, `message-center-${viewport.name}`);

      const newest = (await api<{ list: Message[] }>(page, url, calls.getMessageList, { mtype: 2 })).list[0];
      expect(newest.about).toEqual({ kind: 'todo', id: instId });
      const marked = page.waitForResponse((r) => r.url().includes(calls.readMessage.path));
      await row.click();
      expect(((await (await marked).json()) as Envelope).e).toBe(0);
      await page.getByTestId('examine-approve').waitFor();
      const opened = new URL(page.url());
      expect(opened.pathname).toBe(`/v2/matter/${m}examine`);
      expect(opened.searchParams.get('inst_id')).toBe(instId);
      await checked(page, `message-center-task-${viewport.name}`);

      // The message is read: on the server, in the counts, and on the list when the reader comes back.
      const after = await api<{ list: Message[] }>(page, url, calls.getMessageList, { mtype: 2 });
      expect(after.list.find((msg) => msg.id === newest.id)?.is_read).toBe(1);
      expect((await api<Record<string, number>>(page, url, calls.messageCount))['2']).toBe(unread - 1);
      await page.goBack();
      await page.getByRole('tab', { name: unread > 1 ? `审批消息 · ${unread - 1} 未读` : '审批消息', selected: true }).waitFor();
    });
  });
});
