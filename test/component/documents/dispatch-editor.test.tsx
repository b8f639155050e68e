/**
 * The dispatch editor on both targets: a draft saved at its id and version (and at the version that save answered
 * the next time), 送审 saving and then submitting after asking, then opening the document; a new draft's problems
 * said before anything is sent; a template filling the form in.
 */
import Taro from '@tarojs/taro';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { useManagePage } from '@/features/documents/manage-page';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET, valueOf } from '../support/render';
import { draft, setup } from './document-fixtures';

const site = pageServer();
const sent = (call: { path: string }) => site.server.seen.filter((r) => r.path === call.path);

function Editor({ edit }: { edit: string }) {
  return useManagePage({ params: { edit }, onMobile: TARGET !== 'h5' }).body;
}

let redirected: jest.SpyInstance;
beforeEach(() => (redirected = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })));
afterEach(() => redirected.mockRestore());

async function open(edit: string) {
  site.server.ok(calls.getDispatchSetup, setup());
  site.server.ok(calls.getOfficialDocument, draft());
  renderH5(<Editor edit={edit} />);
  return screen.findByTestId('dispatch-editor', {}, { timeout: 5000 });
}

it('saves the draft at its version, then submits it after saving it again, and opens the document', async () => {
  await open('30');
  site.server.ok(calls.saveDispatch, { id: 30, version: 4 });
  fireEvent.click(screen.getByTestId('editor-save'));
  await waitFor(() => expect(sent(calls.saveDispatch)).toHaveLength(1));
  expect(sent(calls.saveDispatch)[0].form).toEqual({
    id: '30',
    version: '3',
    office_id: '3',
    title: '关于寒假安排的通知',
    urgency: 'normal',
    secrecy: 'public',
    body: '<p>请各单位做好期末考试安排。</p>',
    countersign: '5',
    signer_uid: 'T0111',
    recipients: '9',
    as_notice: '0',
  });

  site.server.ok(calls.saveDispatch, { id: 30, version: 5 });
  site.server.ok(calls.submitDispatch, { id: 30, status: 'reviewing' });
  await waitFor(() => expect(screen.getByTestId('editor-submit').hasAttribute('disabled')).toBe(false));
  fireEvent.click(screen.getByTestId('editor-submit'));
  expect(await screen.findByText('送审后依次由本单位负责人核稿、会签单位会签、领导签发。确定送审？')).toBeTruthy();
  expect(sent(calls.submitDispatch)).toHaveLength(0);
  fireEvent.click(screen.getByTestId('editor-confirm-confirm'));
  await waitFor(() => expect(sent(calls.submitDispatch)).toHaveLength(1));
  const order = site.server.seen.map((r) => r.path).filter((p) => p === calls.saveDispatch.path || p === calls.submitDispatch.path);
  expect(order).toEqual([calls.saveDispatch.path, calls.saveDispatch.path, calls.submitDispatch.path]);
  expect(sent(calls.saveDispatch)[1].form).toMatchObject({ id: '30', version: '4' });
  expect(sent(calls.submitDispatch)[0].form).toEqual({ id: '30' });
  await waitFor(() => expect(redirected).toHaveBeenCalledWith({ url: `/pages/reserve/${TARGET === 'h5' ? '' : 'm_'}officialCenter/index?id=30` }));
});

it('keeps the form and says the server’s words when the save is refused, submitting nothing', async () => {
  await open('30');
  site.server.answer(calls.saveDispatch.path, { body: { e: 409, m: '宋文博已于 09:12 保存过这份草稿', d: null } });
  fireEvent.click(screen.getByTestId('editor-submit'));
  fireEvent.click(await screen.findByTestId('editor-confirm-confirm'));
  await waitFor(() => expect(sent(calls.saveDispatch)).toHaveLength(1));
  await waitFor(() => expect(screen.queryByTestId('editor-confirm-confirm')).toBeNull());
  expect(sent(calls.submitDispatch)).toHaveLength(0);
  expect(redirected).not.toHaveBeenCalled();
  expect(screen.getByTestId('dispatch-editor')).toBeTruthy();
});

it('says what a new draft lacks before sending anything', async () => {
  await open('new');
  expect(sent(calls.getOfficialDocument)).toHaveLength(0);
  fireEvent.click(screen.getByTestId('editor-save'));
  // The title and the leader who signs it off; the office is the reader's only one, urgency and secrecy have defaults.
  await waitFor(() => expect([...document.querySelectorAll('.ch-form-field__error')].map((e) => e.textContent)).toEqual(['此项为必填项', '此项为必填项']));
  expect(sent(calls.saveDispatch)).toHaveLength(0);
});

it('does not open another’s document, or one in review, for editing', async () => {
  site.server.ok(calls.getDispatchSetup, setup());
  site.server.ok(calls.getOfficialDocument, { ...draft({ status: 'reviewing' }), can: { ...draft().can, edit: false, delete: false } });
  renderH5(<Editor edit="30" />);
  expect((await screen.findByTestId('editor-not-editable', {}, { timeout: 5000 })).textContent).toContain('这份公文不能修改');
});

(TARGET === 'h5' ? it : it.skip)('fills the title, body, urgency and secrecy in from a template', async () => {
  await open('new');
  fireEvent.change(screen.getByTestId('editor-template').querySelector('select') as HTMLSelectElement, { target: { value: '1' } });
  await waitFor(() => expect(valueOf(screen.getByLabelText(/^\*?标题/))).toBe('关于……的通知'));
});
