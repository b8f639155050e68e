/**
 * The user centre's messages (spec §2 /site/ucenter?mtype=, §3 Unread counts) through the real request wrapper: a
 * tab per type with its unread count, the address's type first, unread marks, opening a message marks it read and
 * goes where it leads, "mark all read" after a confirmation, and the empty and failed states.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { Message } from '@contract/calls/messages';
import { MessageCenter } from '@/features/messages/center/message-center';
import { useUnread } from '@/stores/unread';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';

const harness = pageServer();

function message(id: number, overrides: Partial<Message> = {}): Message {
  return { id: String(id), type: 2, title: `您有新的待办：请假申请 ${id}`, content: '', created: '2026-11-20 09:30:00', is_read: 0, about: { kind: 'todo', id: '70' }, ...overrides };
}
const page = (list: Message[], total = list.length, p = 1) => ({ list, total, p, page_size: 10 });

const rows = () => screen.queryAllByTestId('message-row').map((row) => row.textContent);
const listed = () => harness.server.seen.filter((r) => r.path === calls.getMessageList.path).map((r) => r.query.mtype);

beforeEach(() => {
  act(() => useUnread.setState({ messages: 3, todo: 0, byType: {} }));
  harness.server.ok(calls.messageCount, { 1: 0, 2: 2, 3: 1, 4: 0 });
  harness.server.ok(calls.getunreadData, { messagge: 3, my_todo: 2 });
});

it('opens on the type the address names, with each tab’s unread count', async () => {
  harness.server.ok(calls.getMessageList, page([message(1), message(2, { is_read: 1 })]));
  renderH5(<MessageCenter mtype="2" onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(2));
  await waitFor(() => expect(screen.getByRole('tab', { name: '审批消息 · 2 未读' })).toBeTruthy());
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['申请消息', '审批消息 · 2 未读', '通知消息 · 1 未读', '催办消息', '我的反馈', '消息设置']);
  expect(screen.getByRole('tab', { selected: true }).textContent).toBe('审批消息 · 2 未读');
  expect(listed()).toEqual(['2']);
  expect(within(screen.getAllByTestId('message-row')[0]).getByText('未读')).toBeTruthy();
  expect(within(screen.getAllByTestId('message-row')[1]).queryByText('未读')).toBeNull();
  expect(rows()[0]).toContain('2026-11-20 09:30');

  harness.server.ok(calls.getMessageList, page([message(3, { type: 3, title: '抄送给您：用印申请', about: { kind: 'read', id: '71' } })]));
  fireEvent.click(screen.getByRole('tab', { name: '通知消息 · 1 未读' }));
  await waitFor(() => expect(rows()).toEqual([expect.stringContaining('抄送给您：用印申请')]));
  expect(listed()).toEqual(['2', '3']);
});

it('marks a message read when it is opened and goes to its task', async () => {
  harness.server.ok(calls.getMessageList, page([message(5)]));
  harness.server.ok(calls.readMessage, {});
  renderH5(<MessageCenter mtype="2" onMobile={false} />);
  fireEvent.click(await screen.findByTestId('message-row'));
  await waitFor(() => expect(within(screen.getByTestId('message-row')).queryByText('未读')).toBeNull());
  expect(harness.server.seen.find((r) => r.path === calls.readMessage.path)?.form).toEqual({ id: '5' });
  const examine = TARGET === 'h5' ? 'examine' : 'm_examine';
  expect(harness.navigations()).toEqual([`/pages/matter/${examine}/index?inst_id=70&type=todo`]);
  // The badge is asked again.
  await waitFor(() => expect(harness.server.seen.some((r) => r.path === calls.getunreadData.path)).toBe(true));
});

it('opens a read message without marking it again, and one about nothing stays on the list', async () => {
  harness.server.ok(calls.getMessageList, page([message(6, { is_read: 1 }), message(7, { type: 3, title: '欢迎使用网上办事大厅', about: { kind: '', id: '' } })]));
  harness.server.ok(calls.readMessage, {});
  renderH5(<MessageCenter mtype="3" onMobile />);
  await waitFor(() => expect(rows()).toHaveLength(2));
  fireEvent.click(screen.getAllByTestId('message-row')[0]);
  fireEvent.click(screen.getAllByTestId('message-row')[1]);
  await waitFor(() => expect(screen.queryByText('未读')).toBeNull());
  expect(harness.server.seen.filter((r) => r.path === calls.readMessage.path).map((r) => r.form.id)).toEqual(['7']);
  expect(harness.navigations()).toHaveLength(1);
  expect(harness.navigations()[0]).toContain('inst_id=70');
});

it('marks all of a type read after a confirmation', async () => {
  harness.server.ok(calls.getMessageList, page([message(1), message(2)]));
  harness.server.ok(calls.readAllMessages, { read: 2 });
  renderH5(<MessageCenter mtype="2" onMobile={false} />);
  await waitFor(() => expect(rows()).toHaveLength(2));
  fireEvent.click(await screen.findByTestId('message-read-all'));
  expect(screen.getByText('确定将全部审批消息标为已读吗？')).toBeTruthy();
  fireEvent.click(screen.getByTestId('read-all-dialog-cancel'));
  expect(harness.server.seen.some((r) => r.path === calls.readAllMessages.path)).toBe(false);
  fireEvent.click(screen.getByTestId('message-read-all'));
  fireEvent.click(screen.getByTestId('read-all-dialog-confirm'));
  await waitFor(() => expect(screen.queryByText('未读')).toBeNull());
  expect(harness.server.seen.find((r) => r.path === calls.readAllMessages.path)?.form).toEqual({ mtype: '2' });
});

it('says so when a type has no messages, and when the list cannot load, with a retry', async () => {
  harness.server.ok(calls.getMessageList, page([]));
  const { unmount } = renderH5(<MessageCenter mtype="4" onMobile={false} />);
  expect(await screen.findByText('暂无消息')).toBeTruthy();
  unmount();
  harness.server.answer(calls.getMessageList.path, { status: 500, body: { e: 500, m: '服务器开小差了', d: null } });
  renderH5(<MessageCenter mtype="1" onMobile={false} />);
  expect(await screen.findByText('服务器开小差了')).toBeTruthy();
  harness.server.ok(calls.getMessageList, page([message(9, { type: 1, title: '您的申请已提交：请假申请', about: { kind: 'launch', id: '9' } })]));
  fireEvent.click(screen.getByTestId('message-retry'));
  await waitFor(() => expect(rows()).toEqual([expect.stringContaining('您的申请已提交')]));
});

it('opens on the first type without a type in the address, and shows the message settings in their tab', async () => {
  harness.server.ok(calls.getMessageList, page([]));
  renderH5(<MessageCenter onMobile={false} />);
  await screen.findByText('暂无消息');
  expect(listed()).toEqual(['1']);
  fireEvent.click(screen.getByRole('tab', { name: '消息设置' }));
  expect(screen.getByRole('tab', { selected: true }).textContent).toBe('消息设置');
  expect(screen.queryByTestId('message-read-all')).toBeNull();
});
