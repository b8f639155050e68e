/**
 * The ways into the user centre land on its page, never the home page's fallback: the header bell's dropdown opens
 * it on the chosen type (审批消息 → mtype=2) with that type's unread count, 查看全部消息 on its first tab, and on a
 * phone, which has no bell, the menu's 消息 with the unread count.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { MenuDrawer } from '@/layouts/frame/menu-drawer';
import { MessageDropdown } from '@/layouts/frame/message-dropdown';
import { useSession } from '@/stores/session';
import { useUnread } from '@/stores/unread';
import { userInfo } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { renderH5, TARGET } from '../support/render';

const harness = pageServer();
const ucenter = TARGET === 'h5' ? '/pages/messages/ucenter/index' : '/pages/messages/m_ucenter/index';

beforeEach(() => {
  harness.server.ok(calls.messageCount, { 1: 0, 2: 3, 3: 0, 4: 1 });
  act(() => useUnread.setState({ messages: 4, todo: 0, byType: {} }));
});

it('opens the user centre on the approval messages from 审批消息, with their unread count', async () => {
  renderH5(<MessageDropdown />);
  fireEvent.click(screen.getByTestId('message-dropdown'));
  await waitFor(() => expect(screen.getByTestId('message-type-2').textContent).toBe('审批消息3'));
  fireEvent.click(screen.getByTestId('message-type-2'));
  expect(harness.navigations()).toEqual([`${ucenter}?mtype=2`]);
});

it('opens the user centre from 查看全部消息', async () => {
  renderH5(<MessageDropdown />);
  fireEvent.click(screen.getByTestId('message-dropdown'));
  fireEvent.click(await screen.findByText('查看全部消息'));
  expect(harness.navigations()).toEqual([ucenter]);
});

it('opens the user centre from the phone menu’s 消息, with the unread count', () => {
  act(() => useSession.setState({ status: 'signed-in', user: userInfo(), failure: null }));
  renderH5(<MenuDrawer open onClose={() => undefined} />);
  const entry = screen.getByTestId('user-menu-messages');
  expect(entry.textContent).toBe('消息4');
  fireEvent.click(entry);
  expect(harness.navigations()).toEqual([ucenter]);
});
