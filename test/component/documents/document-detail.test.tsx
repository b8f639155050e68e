/**
 * A document's detail through the real request wrapper, on both targets: what it shows (number, recipients, readers,
 * versions, trail, seal), the actions its `can` allows and no others, a reader's first visit marking it read once,
 * and an action asked first, run, said in a toast and read again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { DocumentView } from '@/features/documents/detail/document-detail';
import * as toast from '@/ui/toast';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';
import { detail, draft } from './document-fixtures';

const site = pageServer();
const sent = (call: { path: string }) => site.server.seen.filter((r) => r.path === call.path);
const actions = () => within(screen.getByTestId('document-actions')).getAllByRole('button').map((b) => b.getAttribute('data-testid'));

let shown: jest.SpyInstance;
beforeEach(() => (shown = jest.spyOn(toast, 'showToast')));
afterEach(() => shown.mockRestore());

async function open(id: number) {
  renderH5(<DocumentView params={{ id: String(id) }} onMobile={TARGET !== 'h5'} />);
  return screen.findByTestId('document-detail', {}, { timeout: 5000 });
}

it('shows an issued document with its recipients, readers, versions, trail and seal, and offers a clerk what a clerk may do', async () => {
  site.server.ok(calls.getOfficialDocument, detail({}, { forward: true, circulate: true, remind: true }));
  await open(21);
  expect(screen.getByTestId('document-title').textContent).toBe('关于21号事项的通知');
  expect(screen.getByTestId('document-number').textContent).toBe('示范大学〔2026〕21号');
  // The mini-program's rich text draws its nodes a moment later.
  await waitFor(() => expect(screen.getByTestId('document-body').textContent).toContain('请各单位做好期末考试安排。'));
  expect(screen.getByTestId('document-recipients-row').textContent).toContain('孙丽娟');
  expect(screen.getByTestId('document-recipients-row').textContent).toContain('1/4');
  expect(screen.getByTestId('document-readers-row').textContent).toContain('转发');
  expect(screen.getByTestId('document-readers-row').textContent).toContain('未读');
  expect(screen.getAllByTestId('document-version')).toHaveLength(2);
  expect(screen.getAllByTestId('trail-entry').map((e) => e.textContent)).toEqual([expect.stringContaining('陈立华 · 送审'), expect.stringContaining('郑国华 · 发文')]);
  // The version a submission kept (the server's `v1`) reads as the versions panel names it.
  expect(screen.getAllByTestId('trail-entry')[0].textContent).toContain('第 1 版');
  expect(screen.getByTestId('seal-code').textContent).toBe('AB12-CD34-EF56');
  expect(actions()).toEqual(['document-forward', 'document-circulate', 'document-remind']);
  // The document is no draft of the reader's, and no review task of theirs is on it.
  expect(screen.queryByTestId('review-panel')).toBeNull();
  expect(screen.queryByTestId('opinion-panel')).toBeNull();
  expect(sent(calls.readDocument)).toHaveLength(0);
});

it('offers a drafter their draft to edit, submit or delete, and a clerk of a recipient to sign for it', async () => {
  site.server.ok(calls.getOfficialDocument, draft());
  await open(30);
  expect(actions()).toEqual(['document-edit', 'document-submit', 'document-delete']);
  expect(screen.queryByTestId('document-seal')).toBeNull();
  fireEvent.click(screen.getByTestId('document-edit'));
  expect(site.navigations()).toEqual([`/pages/reserve/${TARGET === 'h5' ? '' : 'm_'}dispatchManage/index?edit=30`]);
});

it('marks the document read once when a reader opens it, and reads it again', async () => {
  site.server.ok(calls.getOfficialDocument, detail({}, { read: true }));
  site.server.ok(calls.readDocument, { read_at: '2026-12-02 09:00' });
  await open(21);
  await waitFor(() => expect(sent(calls.getOfficialDocument).length).toBe(2));
  expect(sent(calls.readDocument)).toHaveLength(1);
  expect(sent(calls.readDocument)[0].form).toMatchObject({ id: '21' });
  // Read again, it still says `read` (the server had not caught up): it is not marked a second time.
  await new Promise((r) => setTimeout(r, 200));
  expect(sent(calls.readDocument)).toHaveLength(1);
});

it('signs for a document after asking, says so and reads it again', async () => {
  site.server.ok(calls.getOfficialDocument, detail({}, { sign_for: true }));
  site.server.ok(calls.signForDocument, { signed_at: '2026-12-02 09:30' });
  await open(21);
  expect(actions()).toEqual(['document-signFor']);
  fireEvent.click(screen.getByTestId('document-signFor'));
  expect(await screen.findByText('签收后可转发给本单位人员阅读。确定签收？')).toBeTruthy();
  site.server.ok(calls.getOfficialDocument, detail({}, { forward: true }));
  fireEvent.click(screen.getByTestId('document-confirm-confirm'));
  await waitFor(() => expect(sent(calls.signForDocument)).toHaveLength(1));
  expect(sent(calls.signForDocument)[0].form).toMatchObject({ id: '21' });
  await waitFor(() => expect(actions()).toEqual(['document-forward']));
  expect(shown).toHaveBeenCalledWith({ content: '已签收', kind: 'success' });
});

it('reminds those who have not signed for it or read it, and says how many', async () => {
  site.server.ok(calls.getOfficialDocument, detail({}, { remind: true }));
  site.server.ok(calls.remindDocument, { reminded: 3 });
  await open(21);
  fireEvent.click(screen.getByTestId('document-remind'));
  fireEvent.click(await screen.findByTestId('document-confirm-confirm'));
  await waitFor(() => expect(shown).toHaveBeenCalledWith({ content: '已提醒 3 人', kind: 'success' }));
  // Read again once done, so no late request reaches the next test.
  await waitFor(() => expect(sent(calls.getOfficialDocument)).toHaveLength(2));
});

it('says the server’s words when an action is refused, and what is true now', async () => {
  site.server.ok(calls.getOfficialDocument, detail({}, { archive: true }));
  site.server.answer(calls.archiveDocument.path, { body: { e: 10044, m: '公文尚有单位未签收，暂不能归档', d: null } });
  await open(21);
  fireEvent.click(screen.getByTestId('document-archive'));
  const before = sent(calls.getOfficialDocument).length;
  fireEvent.click(await screen.findByTestId('document-confirm-confirm'));
  await waitFor(() => expect(shown).toHaveBeenCalledWith({ content: '公文尚有单位未签收，暂不能归档', kind: 'error' }));
  await waitFor(() => expect(sent(calls.getOfficialDocument).length).toBeGreaterThan(before));
});

it('checks the seal with the server and says whether it is valid', async () => {
  site.server.ok(calls.getOfficialDocument, detail());
  site.server.ok(calls.verifyDocumentSeal, { valid: 1, reason: '', number: '示范大学〔2026〕21号', title: '关于21号事项的通知', office_name: '教务处', sealed_at: '2026-12-01 10:00', sha256: 'a'.repeat(64), key_id: 'seal-2026' });
  await open(21);
  fireEvent.click(screen.getByTestId('seal-verify'));
  const verdict = await screen.findByTestId('seal-verdict');
  expect(verdict.textContent).toContain('校验通过');
  expect(verdict.textContent).toContain('示范大学〔2026〕21号');
  expect(sent(calls.verifyDocumentSeal)[0].query).toMatchObject({ code: 'AB12-CD34-EF56' });
});

it('compares two versions, the added and the removed paragraphs told apart', async () => {
  site.server.ok(calls.getOfficialDocument, detail());
  const [from, to] = detail().versions;
  site.server.ok(calls.compareDocumentVersions, {
    from,
    to,
    title_changed: true,
    changes: [
      { op: 'same', text: '各单位：' },
      { op: 'removed', text: '考试于1月10日开始。' },
      { op: 'added', text: '考试于1月12日开始。' },
    ],
  });
  await open(21);
  fireEvent.click(screen.getByTestId('version-compare'));
  await screen.findByTestId('version-diff');
  expect(sent(calls.compareDocumentVersions)[0].query).toMatchObject({ id: '21', from: '1', to: '2' });
  expect(screen.getByTestId('diff-removed').textContent).toBe('删除考试于1月10日开始。');
  expect(screen.getByTestId('diff-added').textContent).toBe('新增考试于1月12日开始。');
  expect(screen.getByTestId('diff-title').textContent).toContain('关于期末考试安排的通知');
});

it('tells a reader who is none of its participants that the document is not there', async () => {
  site.server.answer(calls.getOfficialDocument.path, { status: 403, body: { e: 403, m: '没有权限执行此操作', d: null } });
  renderH5(<DocumentView params={{ id: '99' }} onMobile={false} />);
  expect((await screen.findByTestId('documents-missing', {}, { timeout: 5000 })).textContent).toContain('公文不存在');
});
