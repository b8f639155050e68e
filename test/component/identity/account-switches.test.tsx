/**
 * Switching identity or account (spec §2 "Header and menu", §4 "Identity switch", §6) on both targets: the user popup
 * lists the other identities (the current one marked) and the accounts that granted the user, asked when it opens;
 * choosing one calls setIdentity or changeUserLogin, then the cache is cleared and the page reloads. Users with
 * neither see nothing in the popup; the phone's page says so.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import { PersonalCentre } from '@/features/account/personal/personal-centre';
import { SwitchIdentityPage } from '@/features/identity/switch/switch-page';
import { AccountSwitchesSlot } from '@/features/identity/switch/switch-slot';
import { UserMenu } from '@/layouts/frame/user-menu';
import { appRequestServer } from '../support/app-request-server';
import { renderH5 } from '../support/render';
import { cacheCleared, grantedUser, identity, signInAs, spyReload } from './identity-support';

const app = appRequestServer();

const identities = [identity(), identity({ uid: 'S0021', identity_name: '研究生', number: '2024110021', college: '教育学院', identity_type: 'student', isCurrent: 0 })];

beforeEach(() => signInAs());

const calledWith = (path: string) => app.server.seen.filter((r) => r.path === path).map((r) => ({ ...r.query, ...r.form }));

async function openPopup() {
  renderH5(<UserMenu signIn accountSwitches={<AccountSwitchesSlot />} />);
  expect(app.server.seen.some((r) => r.path === calls.getIdentitys.path)).toBe(false);
  fireEvent.click(screen.getByTestId('user-name'));
  return screen.findByTestId('account-switches');
}

it('lists the identities, the current one marked, and the accounts granted, asked only when the popup opens', async () => {
  app.server.ok(calls.getIdentitys, identities);
  app.server.ok(calls.getGrantMeLists, [grantedUser(), grantedUser({ uid: 'T0030', name: '赵敏', number: 'T0030', end_date: '2026-12-01', app_names: ['学生请假申请'] })]);
  const switches = await openPopup();
  const mine = within(switches).getByRole('group', { name: '我的身份' });
  expect(within(mine).getByTestId('identity-T0001').getAttribute('aria-current')).toBe('true');
  expect(within(mine).getByTestId('identity-T0001').textContent).toContain('当前');
  expect(within(mine).getByRole('button', { name: /^研究生 · 教育学院/ })).toBeTruthy();
  const granted = within(switches).getByRole('group', { name: '授权我代办的账号' });
  expect(within(granted).getByRole('button', { name: /^李振华.*有效期至 2026-12-31/ })).toBeTruthy();
  expect(within(granted).getByTestId('granted-T0009').textContent).toContain('全部事项');
  expect(within(granted).getByTestId('granted-T0030').textContent).toContain('有效期至 2026-12-01 · 学生请假申请');
});

it('switches identity with setIdentity, then clears the cache and reloads', async () => {
  const reload = spyReload();
  app.server.ok(calls.getIdentitys, identities);
  app.server.ok(calls.getGrantMeLists, []);
  app.server.ok(calls.setIdentity, { uid: 'S0021' });
  const switches = await openPopup();
  expect(within(switches).queryByRole('group', { name: '授权我代办的账号' })).toBeNull();
  await act(async () => fireEvent.click(within(switches).getByRole('button', { name: /^研究生 · 教育学院/ })));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(calledWith(calls.setIdentity.path)).toEqual([expect.objectContaining({ uid: 'S0021' })]);
  expect(cacheCleared()).toBe(true);
});

it('acts for a granting account with changeUserLogin, then clears the cache and reloads', async () => {
  const reload = spyReload();
  app.server.ok(calls.getIdentitys, [identity()]);
  app.server.ok(calls.getGrantMeLists, [grantedUser()]);
  app.server.ok(calls.changeUserLogin, { uid: 'T0009' });
  const switches = await openPopup();
  // One identity is nothing to switch to.
  expect(within(switches).queryByRole('group', { name: '我的身份' })).toBeNull();
  await act(async () => fireEvent.click(within(switches).getByTestId('granted-T0009')));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(calledWith(calls.changeUserLogin.path)).toEqual([expect.objectContaining({ to_uid: 'T0009' })]);
  expect(cacheCleared()).toBe(true);
});

it('keeps the page and shows the server’s reason when the switch is refused', async () => {
  const reload = spyReload();
  app.server.ok(calls.getIdentitys, [identity()]);
  app.server.ok(calls.getGrantMeLists, [grantedUser()]);
  app.server.answer(calls.changeUserLogin.path, { body: { e: 403, m: '该授权已失效', d: null } });
  const switches = await openPopup();
  await act(async () => fireEvent.click(within(switches).getByTestId('granted-T0009')));
  await waitFor(() => expect(app.shown).toHaveBeenCalledWith(expect.objectContaining({ content: '该授权已失效' })));
  expect(reload).not.toHaveBeenCalled();
  expect(cacheCleared()).toBe(false);
});

it('shows nothing in the popup to a user with one identity and no grants', async () => {
  app.server.ok(calls.getIdentitys, [identity()]);
  app.server.ok(calls.getGrantMeLists, []);
  renderH5(<UserMenu signIn accountSwitches={<AccountSwitchesSlot />} />);
  fireEvent.click(screen.getByTestId('user-name'));
  await waitFor(() => expect(app.server.seen.filter((r) => r.path === calls.getGrantMeLists.path)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByTestId('account-switches')).toBeNull();
  expect(screen.getByTestId('logout')).toBeTruthy();
});

it('lists the same choices on the phone’s page, and says when there are none', async () => {
  app.server.ok(calls.getIdentitys, identities);
  app.server.ok(calls.getGrantMeLists, [grantedUser()]);
  const { unmount } = renderH5(<SwitchIdentityPage />);
  expect(await screen.findByRole('button', { name: /^研究生 · 教育学院/ })).toBeTruthy();
  expect(screen.getByTestId('granted-T0009')).toBeTruthy();
  unmount();
  app.server.ok(calls.getIdentitys, [identity()]);
  app.server.ok(calls.getGrantMeLists, []);
  renderH5(<SwitchIdentityPage />);
  expect(await screen.findByText('暂无其他身份或授权账号')).toBeTruthy();
});

it('reads in English', async () => {
  app.server.ok(calls.getIdentitys, identities);
  app.server.ok(calls.getGrantMeLists, [grantedUser()]);
  renderH5(<SwitchIdentityPage />, 'en');
  expect(await screen.findByRole('button', { name: /^李振华.*Valid until 2026-12-31/ })).toBeTruthy();
  expect(screen.getByRole('group', { name: 'My identities' })).toBeTruthy();
});

it('is reached from the phone’s personal centre, by users who have something to switch to', async () => {
  app.server.ok(calls.getAccountInfo, { number: 'T0021', mobile: '138****5678', email: '', has_password: true, source_type: 1 });
  app.server.ok(calls.getMyGrants, []);
  app.server.ok(calls.getIdentitys, [identity()]);
  app.server.ok(calls.getGrantMeLists, [grantedUser()]);
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never);
  const { unmount } = renderH5(<PersonalCentre onMobile />);
  fireEvent.click(await screen.findByRole('link', { name: '切换身份' }));
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/identity/m_switchIdentity/index' });
  unmount();

  app.server.ok(calls.getGrantMeLists, []);
  renderH5(<PersonalCentre onMobile />);
  await screen.findByText('暂无授权');
  await waitFor(() => expect(app.server.seen.filter((r) => r.path === calls.getGrantMeLists.path)).toHaveLength(2));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByTestId('personal-switch')).toBeNull();
});
