/**
 * 我的公文 through the real request wrapper, on both targets: the tabs with the counts the answer gives, each tab and
 * keyword asking again, what the reader has to do with each document, and a document opening its detail.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { MyOfficial } from '@/features/documents/lists/my-official';
import { pageServer } from '../support/page-server';
import { pressEnter, renderH5, TARGET, typeInto } from '../support/render';
import { item } from './document-fixtures';

const site = pageServer();
const asked = () => site.server.seen.filter((r) => r.path === calls.getMyOfficial.path);
const counts = { todo: 2, signFor: 1, read: 5, sent: 12 };

function answer(list = [item(1, { status: 'reviewing', number: '', issued: '', todo: 'review' }), item(2, { status: 'returned', number: '', issued: '', todo: 'edit', urgency: 'very_urgent' })]) {
  site.server.ok(calls.getMyOfficial, { list, total: list.length, p: 1, page_size: 10, counts });
}

it('shows each tab with its count and what the reader has to do with each document', async () => {
  answer();
  renderH5(<MyOfficial params={{}} onMobile={TARGET !== 'h5'} />);
  await waitFor(() => expect(screen.getAllByTestId('documents-row')).toHaveLength(2), { timeout: 5000 });
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual(['待办（2）', '待签收（1）', '待阅（5）', '已发（12）']);
  expect(asked()[0].query).toMatchObject({ tab: 'todo', p: '1', page_size: '10' });
  const [review, returned] = screen.getAllByTestId('documents-row');
  expect(within(review).getByTestId('document-todo').textContent).toBe('审核');
  expect(within(review).getByTestId('document-status').textContent).toBe('审核中');
  expect(within(returned).getByTestId('document-todo').textContent).toBe('修改');
  expect(returned.textContent).toContain('特急');
  expect(returned.textContent).toContain('未编号');

  answer([item(3, { todo: 'signFor' })]);
  fireEvent.click(screen.getAllByRole('tab')[1]);
  await waitFor(() => expect(asked().at(-1)?.query).toMatchObject({ tab: 'signFor' }));
  await waitFor(() => expect(screen.getAllByTestId('documents-row')).toHaveLength(1));
  expect(screen.getByTestId('document-todo').textContent).toBe('签收');
});

it('narrows the tab to a keyword and opens a document in the document center', async () => {
  answer();
  renderH5(<MyOfficial params={{ tab: 'read' }} onMobile={false} />);
  await waitFor(() => expect(screen.getAllByTestId('documents-row')).toHaveLength(2), { timeout: 5000 });
  expect(asked()[0].query).toMatchObject({ tab: 'read' });
  await typeInto(screen.getByTestId('documents-keyword'), '期末');
  await pressEnter(screen.getByTestId('documents-keyword'));
  await waitFor(() => expect(asked().at(-1)?.query).toMatchObject({ tab: 'read', keyword: '期末' }));
  fireEvent.click(screen.getAllByTestId('document-open')[0]);
  expect(site.navigations()).toEqual([`/pages/reserve/${TARGET === 'h5' ? '' : 'm_'}officialCenter/index?id=1`]);
});

it('says so when a tab has nothing, and when the reader lacks the document permit', async () => {
  site.server.ok(calls.getMyOfficial, { list: [], total: 0, p: 1, page_size: 10, counts: { todo: 0, signFor: 0, read: 0, sent: 0 } });
  const { unmount } = renderH5(<MyOfficial params={{}} onMobile={false} />);
  expect(await screen.findByText('没有待办的公文', {}, { timeout: 5000 })).toBeTruthy();
  unmount();
  site.server.answer(calls.getMyOfficial.path, { status: 403, body: { e: 403, m: '没有权限执行此操作', d: null } });
  renderH5(<MyOfficial params={{}} onMobile={false} />);
  expect((await screen.findByTestId('documents-no-permit', {}, { timeout: 5000 })).textContent).toContain('暂无权限');
});
