/**
 * Acting for a granting account (spec §6) on both targets: every page says whom the user acts for and who they are,
 * and 返回本人账号 returns the session to them (changeUserLogin with their own uid), then the cache is cleared and the
 * page reloads. A grant revoked or expired meanwhile answers e = 10044 with 授权已失效，已返回本人账号: the message
 * shows, then the page loads again as the user's own account.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { RETURNED_NOTICE_MS } from '@/services/configure-app-request';
import { api } from '@/services/api';
import { ActingBanner } from '@/layouts/shared/acting-banner';
import { appRequestServer } from '../support/app-request-server';
import { renderH5 } from '../support/render';
import { cacheCleared, setUserIdCookie, signInAs, spyReload } from './identity-support';

const app = appRequestServer();

it('says whom the user acts for and who they are, and returns them to their own account', async () => {
  signInAs({ actingFor: { uid: 'T0009', name: '李振华' } });
  const reload = spyReload();
  app.server.ok(calls.changeUserLogin, { uid: 'T0021' });
  renderH5(<ActingBanner />);
  const banner = screen.getByRole('status');
  expect(banner.textContent).toContain('您正在代 李振华 办理（本人：王晓燕）');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '返回本人账号' })));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  const sent = app.server.seen.filter((r) => r.path === calls.changeUserLogin.path);
  expect(sent.map((r) => r.query.to_uid)).toEqual(['T0021']);
  expect(cacheCleared()).toBe(true);
});

it('reads in English', () => {
  signInAs({ actingFor: { uid: 'T0009', name: '李振华' } });
  renderH5(<ActingBanner />, 'en');
  expect(screen.getByRole('status').textContent).toContain('You are acting for 李振华 (you are 王晓燕)');
  expect(screen.getByRole('button', { name: 'Back to my account' })).toBeTruthy();
});

it('is not there for a user acting for no one', () => {
  signInAs();
  renderH5(<ActingBanner />);
  expect(screen.queryByTestId('acting-banner')).toBeNull();
});

it('shows 授权已失效，已返回本人账号 when the grant has lapsed, then reloads as the own account', async () => {
  signInAs({ actingFor: { uid: 'T0009', name: '李振华' } });
  const reload = spyReload();
  app.server.answer(calls.getMyTodo.path, { body: { e: 10044, m: '授权已失效，已返回本人账号', d: null } });
  // The server has handed the session back to the real person and set her user id cookie with the answer.
  setUserIdCookie('T0021');
  await act(() => api.getMyTodo(undefined, { quiet: true }).catch(() => undefined));
  expect(app.shown).toHaveBeenCalledWith(expect.objectContaining({ content: '授权已失效，已返回本人账号', kind: 'error' }));
  // The message is read first.
  expect(reload).not.toHaveBeenCalled();
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: RETURNED_NOTICE_MS + 3000 });
  expect(cacheCleared()).toBe(true);
});

it('only shows other 10044 messages, acting or not', async () => {
  signInAs({ actingFor: { uid: 'T0009', name: '李振华' } });
  const reload = spyReload();
  app.server.answer(calls.getMyTodo.path, { body: { e: 10044, m: '该事项已关闭', d: null } });
  await act(() => api.getMyTodo(undefined, { quiet: true }).catch(() => undefined));
  expect(app.shown).toHaveBeenCalledWith(expect.objectContaining({ content: '该事项已关闭' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, RETURNED_NOTICE_MS + 200)));
  expect(reload).not.toHaveBeenCalled();
  expect(cacheCleared()).toBe(false);
});
