/**
 * The change-password dialog (spec §2 layout two, §4 "Password dialog", §5, §8) on both targets against a local
 * envelope server: it opens empty, cancel resets it, the old password is checked when its field is left, the new one
 * by the spec's rule, the confirmation must match; a change says 修改成功请重新登录 and signs out 1 s later.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import { LOGOUT_AFTER_PASSWORD_CHANGE_MS } from '@contract/constants';
import { PasswordDialog } from '@/features/account/password/password-dialog';
import { useSession } from '@/stores/session';
import { appRequestServer } from '../support/app-request-server';
import { userInfo } from '../support/fixtures';
import { leave, renderH5, TARGET, typeInto, valueOf } from '../support/render';

const app = appRequestServer();

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        修改密码
      </button>
      <PasswordDialog visible={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
  // The first render loads the module's texts: allow it more than the default second.
  return screen.findByTestId('change-password-dialog');
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

async function fill(dialog: HTMLElement, values: { old?: string; next?: string; again?: string }) {
  if (values.old !== undefined) await typeInto(field(dialog, '原密码'), values.old);
  if (values.next !== undefined) await typeInto(field(dialog, '新密码'), values.next);
  if (values.again !== undefined) await typeInto(field(dialog, '确认密码'), values.again);
}

const submit = (dialog: HTMLElement) => act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));

it('opens empty every time, has no close icon, stays open on a tap outside, and cancel resets and closes it', async () => {
  renderH5(<Harness />);
  let dialog = await openDialog();
  expect(within(dialog).getByRole('heading', { name: '修改密码' })).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: '取消' })).toBeTruthy();
  expect(within(dialog).queryByText('×')).toBeNull();
  fireEvent.click(dialog.parentElement as HTMLElement);
  expect(screen.getByTestId('change-password-dialog')).toBe(dialog);

  app.server.ok(calls.validate_pass, { valid: true });
  await fill(dialog, { old: 'Old-pass1', next: 'New-pass1' });
  await waitFor(() => expect(valueOf(field(dialog, '新密码'))).toBe('New-pass1'));
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  expect(screen.queryByTestId('change-password-dialog')).toBeNull();

  dialog = await openDialog();
  for (const label of ['原密码', '新密码', '确认密码']) await waitFor(() => expect(valueOf(field(dialog, label))).toBe(''));
});

it("checks the old password when its field is left: the server's message, 密码错误, or 验证失败 without an answer", async () => {
  renderH5(<Harness />);
  const dialog = await openDialog();
  const old = field(dialog, '原密码');

  await leave(old);
  expect(await within(dialog).findByText('请输入原密码')).toBeTruthy();

  app.server.answer(calls.validate_pass.path, { body: { e: 1, m: '原密码不正确', d: null } });
  await typeInto(old, 'wrong-one');
  await leave(old);
  expect(await within(dialog).findByText('原密码不正确')).toBeTruthy();
  expect(app.server.seen.at(-1)?.form.password).toBe('wrong-one');

  app.server.ok(calls.validate_pass, { valid: false });
  await typeInto(old, 'wrong-two');
  await leave(old);
  expect(await within(dialog).findByText('密码错误')).toBeTruthy();

  app.server.answer(calls.validate_pass.path, 'drop');
  await typeInto(old, 'wrong-three');
  await leave(old);
  expect(await within(dialog).findByText('验证失败')).toBeTruthy();

  app.server.ok(calls.validate_pass, { valid: true });
  await typeInto(old, '  Old-pass1  ');
  await leave(old);
  // Inputs are trimmed (spec §5).
  await waitFor(() => expect(app.server.seen.at(-1)?.form.password).toBe('Old-pass1'));
  await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
});

it('asks for each password with the spec texts, the rule for the new one, and a matching confirmation', async () => {
  renderH5(<Harness />);
  const dialog = await openDialog();
  await submit(dialog);
  expect(within(dialog).getByText('请输入原密码')).toBeTruthy();
  expect(within(dialog).getByText('请输入密码')).toBeTruthy();
  expect(within(dialog).getByText('请再次输入密码')).toBeTruthy();

  await fill(dialog, { old: 'Old-pass1', next: 'abcdefgh', again: 'abcdefgh' });
  await submit(dialog);
  expect(within(dialog).getByText('至少8位，包含数字，大写和小写字母')).toBeTruthy();

  await fill(dialog, { next: 'New-pass1', again: 'New-pass2' });
  await submit(dialog);
  expect(within(dialog).getByText('两次输入密码不一致!')).toBeTruthy();
  expect(app.server.seen.some((r) => r.path === calls.repassword.path)).toBe(false);
});

it("shows the server's refusal of the change in the dialog", async () => {
  renderH5(<Harness />);
  const dialog = await openDialog();
  app.server.answer(calls.repassword.path, { body: { e: 1, m: '密码错误', d: null } });
  await fill(dialog, { old: 'Old-pass1', next: 'New-pass1', again: 'New-pass1' });
  await submit(dialog);
  expect((await within(dialog).findByTestId('password-error')).textContent).toBe('密码错误');
});

it('says 修改成功请重新登录 and closes, then after 1 s forgets the ended session and starts over at the login page', async () => {
  useSession.setState({ status: 'signed-in', user: userInfo({ uid: 'u-1' }), failure: null });
  if (TARGET === 'h5') document.cookie = 'ch_uid=u-1; path=/';
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' });
  renderH5(<Harness />);
  const dialog = await openDialog();
  app.server.ok(calls.repassword, {});
  await fill(dialog, { old: ' Old-pass1 ', next: ' New-pass1 ', again: 'New-pass1' });
  const sent = Date.now();
  await submit(dialog);

  await waitFor(() => expect(app.shown).toHaveBeenCalledWith(expect.objectContaining({ content: '修改成功请重新登录', kind: 'success' })));
  expect(app.server.seen.find((r) => r.path === calls.repassword.path)?.form).toMatchObject({ password: 'Old-pass1', 'new-password': 'New-pass1' });
  expect(reLaunch).not.toHaveBeenCalled();
  // The dialog closes with the change; drawn in a root of its own, it would otherwise outlive the page.
  expect(screen.queryByTestId('change-password-dialog')).toBeNull();

  // The login page of this client: the mini-program shows the phone twin.
  await waitFor(() => expect(reLaunch).toHaveBeenCalledWith({ url: TARGET === 'h5' ? '/pages/site/login/index' : '/pages/site/m_login/index' }), { timeout: 3000 });
  expect(Date.now() - sent).toBeGreaterThanOrEqual(LOGOUT_AFTER_PASSWORD_CHANGE_MS - 50);
  expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null, failure: null });
  // No logout call: the server ended the session already, so there is nothing to fail.
  expect(app.server.seen.some((r) => r.path === calls.logout.path)).toBe(false);
  if (TARGET === 'h5') expect(document.cookie).not.toContain('ch_uid=');
});
