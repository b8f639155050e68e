/**
 * A reviewer's step on a document, on both targets: returning it needs an opinion (nothing is sent without), the
 * decision goes with the opinion, a correction of the title and body goes with an approval, and the leader who signs
 * it off approves with 签发, told that the document is issued.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { DocumentView } from '@/features/documents/detail/document-detail';
import { useSession } from '@/stores/session';
import * as toast from '@/ui/toast';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET, typeInto } from '../support/render';
import { detail } from './document-fixtures';

const site = pageServer();
const reviews = () => site.server.seen.filter((r) => r.path === calls.reviewDispatch.path);
const reviewing = () => detail({ status: 'reviewing', number: '', issued: '', seal: null, task_id: 'task-7', task_node: '核稿' }, { review: true });

/** The opinion box (a textarea on either target: Taro's draws one inside itself). */
const opinionBox = () =>
  waitFor(() => {
    const box = screen.getByTestId('review-opinion').querySelector('textarea');
    if (!box) throw new Error('the opinion box is not drawn yet');
    return box;
  });

async function open() {
  site.server.ok(calls.getOfficialDocument, reviewing());
  site.server.ok(calls.reviewDispatch, { id: 21, status: 'reviewing' });
  renderH5(<DocumentView params={{ id: '21' }} onMobile={TARGET !== 'h5'} />);
  return screen.findByTestId('review-panel', {}, { timeout: 5000 });
}

afterEach(() => useSession.setState({ user: null }));

it('returns the document only with an opinion, and sends the decision with it', async () => {
  const panel = await open();
  expect(panel.textContent).toContain('审核：核稿');
  fireEvent.click(screen.getByTestId('review-return'));
  expect((await screen.findByText('退回时请填写意见，说明需要修改的地方')).textContent).toBeTruthy();
  expect(reviews()).toHaveLength(0);
  fireEvent.input(await opinionBox(), { target: { value: '请补充考场安排' } });
  fireEvent.click(screen.getByTestId('review-return'));
  await waitFor(() => expect(reviews()).toHaveLength(1));
  expect(reviews()[0].form).toEqual({ id: '21', decision: 'return', opinion: '请补充考场安排' });
  // The document is read again after the decision.
  await waitFor(() => expect(site.server.seen.filter((r) => r.path === calls.getOfficialDocument.path)).toHaveLength(2));
});

it('approves with the opinion, and with the corrected title and body when the reviewer corrected them', async () => {
  await open();
  fireEvent.input(await opinionBox(), { target: { value: '同意' } });
  fireEvent.click(screen.getByTestId('review-approve'));
  await waitFor(() => expect(reviews()).toHaveLength(1));
  expect(reviews()[0].form).toEqual({ id: '21', decision: 'approve', opinion: '同意' });
  await waitFor(() => expect(site.server.seen.filter((r) => r.path === calls.getOfficialDocument.path)).toHaveLength(2));

  const box = await waitFor(() => {
    const input = screen.getByTestId('review-correct');
    return (input.tagName === 'INPUT' ? input : input.querySelector('input')) as HTMLInputElement;
  });
  fireEvent.click(box);
  const correction = await screen.findByTestId('review-correction');
  await typeInto(correction.querySelector('input, taro-input-core') as HTMLElement, '关于期末考试安排的通知（修订）');
  fireEvent.click(screen.getByTestId('review-approve'));
  await waitFor(() => expect(reviews()).toHaveLength(2));
  expect(reviews()[1].form).toMatchObject({ id: '21', decision: 'approve', title: '关于期末考试安排的通知（修订）', body: '<p>请各单位做好期末考试安排。</p>' });
  await waitFor(() => expect(site.server.seen.filter((r) => r.path === calls.getOfficialDocument.path)).toHaveLength(3));
});

it('lets the leader who signs it off approve with 签发, and says the document is issued', async () => {
  const shown = jest.spyOn(toast, 'showToast');
  useSession.setState({ user: { uid: 'T0111' } as never });
  await open();
  expect(screen.getByTestId('review-approve').textContent).toBe('签发');
  fireEvent.click(screen.getByTestId('review-approve'));
  await waitFor(() => expect(shown).toHaveBeenCalledWith({ content: '已签发，公文已发文', kind: 'success' }));
  shown.mockRestore();
});
