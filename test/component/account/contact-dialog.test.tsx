/**
 * The change-phone dialog (spec §4 "Phone change", §5, §8, §9) and its email twin, on both targets against a local
 * envelope server: the password step first, then the number with its code; the countdown on the button, a second
 * send refused with 请勿多次发送, an already registered number stopping the countdown; each §5 text; success closes it
 * with the new masked value.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { ContactDialog } from '@/features/account/contact/contact-dialog';
import type { ContactKind } from '@/features/account/rules/contact';
import { appRequestServer } from '../support/app-request-server';
import { renderH5, TARGET, typeInto } from '../support/render';

const app = appRequestServer();
const sent = { expires_in: 600, resend_in: 60 };

function open(kind: ContactKind = 'mobile') {
  const onChanged = jest.fn();
  const onClose = jest.fn();
  renderH5(<ContactDialog kind={kind} onMobile={false} onClose={onClose} onChanged={onChanged} />);
  return { onChanged, onClose };
}

const dialog = (kind: ContactKind = 'mobile') => screen.findByTestId(kind === 'mobile' ? 'change-phone-dialog' : 'change-email-dialog');
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const sendButton = () => screen.getByTestId('send-code');
const toasts = () => app.shown.mock.calls.map(([options]) => (options as { content: string }).content);
const codeRequests = (path: string) => app.server.seen.filter((r) => r.path === path);

async function pastPassword(kind: ContactKind = 'mobile') {
  const d = await dialog(kind);
  app.server.ok(calls.validate_pass, { valid: true });
  await typeInto(within(d).getByLabelText('登录密码'), 'Pass-word1');
  await press('下一步');
  return within(d).findByLabelText(kind === 'mobile' ? '新手机号' : '新邮箱');
}

it('asks for the password first: 请输入密码 when empty, 密码错误 when wrong, and no code before it passes', async () => {
  open();
  const d = await dialog();
  expect(within(d).getByRole('heading', { name: '更换手机号' })).toBeTruthy();
  expect(within(d).queryByTestId('send-code')).toBeNull();
  await press('下一步');
  expect(within(d).getByText('请输入密码')).toBeTruthy();
  expect(app.server.seen).toHaveLength(0);

  app.server.ok(calls.validate_pass, { valid: false });
  await typeInto(within(d).getByLabelText('登录密码'), 'not-it');
  await press('下一步');
  expect(await within(d).findByText('密码错误')).toBeTruthy();
  expect(within(d).queryByTestId('send-code')).toBeNull();

  app.server.answer(calls.validate_pass.path, 'drop');
  await typeInto(within(d).getByLabelText('登录密码'), 'not-it-either');
  await press('下一步');
  expect(await within(d).findByText('验证失败')).toBeTruthy();

  const number = await pastPassword();
  // The password field is gone with its step: the focus moves on to the number (H5; the mini-program's is native).
  if (TARGET === 'h5') await waitFor(() => expect(document.activeElement).toBe(number));
  expect(within(d).getByTestId('send-code').textContent).toBe('发送验证码');
});

it('needs a valid number before sending, then counts down; a second send is refused with 请勿多次发送', async () => {
  open();
  const number = await pastPassword();
  await press('发送验证码');
  expect(await screen.findByText('请输入手机号')).toBeTruthy();
  await typeInto(number, '1234567');
  await press('发送验证码');
  expect(await screen.findByText('手机号格式不对请重新输入!')).toBeTruthy();
  expect(codeRequests(calls.validate_code.path)).toHaveLength(0);

  app.server.ok(calls.validate_code, sent);
  await typeInto(number, '13912345678');
  await act(async () => fireEvent.click(sendButton()));
  await waitFor(() => expect(toasts()).toContain('验证码已发送'));
  expect(codeRequests(calls.validate_code.path).map((r) => r.form)).toEqual([expect.objectContaining({ mobile: '13912345678', template: 'editcode' })]);
  expect(screen.getByTestId('code-countdown').textContent).toMatch(/^(60|59) 秒后重发$/);

  await act(async () => fireEvent.click(sendButton()));
  expect(toasts()).toContain('请勿多次发送');
  expect(codeRequests(calls.validate_code.path)).toHaveLength(1);
});

it('stops the countdown when the number is registered already', async () => {
  open();
  const number = await pastPassword();
  app.server.answer(calls.validate_code.path, { status: 409, body: { e: 409, m: '该手机号码已注册', d: null }, delayMs: 100 });
  await typeInto(number, '13912345678');
  await act(async () => fireEvent.click(sendButton()));
  // The countdown starts with the request and stops with the answer.
  expect(screen.getByTestId('code-countdown')).toBeTruthy();
  await waitFor(() => expect(toasts()).toContain('该手机号码已注册'));
  await waitFor(() => expect(screen.queryByTestId('code-countdown')).toBeNull());
  expect(sendButton().textContent).toBe('发送验证码');
});

it('keeps counting when the server says a code was sent under a minute ago', async () => {
  open();
  const number = await pastPassword();
  await typeInto(number, '13912345678');
  app.server.answer(calls.validate_code.path, { status: 429, body: { e: 429, m: '请勿多次发送', d: null } });
  await act(async () => fireEvent.click(sendButton()));
  await waitFor(() => expect(toasts()).toContain('请勿多次发送'));
  expect(screen.getByTestId('code-countdown')).toBeTruthy();
});

it('says 发送失败 when the code request has no answer, and the button offers a send again', async () => {
  open();
  const number = await pastPassword();
  await typeInto(number, '13912345678');
  app.server.answer(calls.validate_code.path, 'drop');
  await act(async () => fireEvent.click(sendButton()));
  await waitFor(() => expect(toasts()).toContain('发送失败'));
  await waitFor(() => expect(sendButton().textContent).toBe('发送验证码'));
});

it('checks the change in the spec order: 请输入正确的手机号, 请点击发送验证码, 请输入验证码', async () => {
  open();
  const number = await pastPassword();
  await press('确定');
  expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
  await typeInto(number, '13912345678');
  await press('确定');
  expect(await screen.findByText('请点击发送验证码')).toBeTruthy();
  app.server.ok(calls.validate_code, sent);
  await act(async () => fireEvent.click(sendButton()));
  await waitFor(() => expect(toasts()).toContain('验证码已发送'));
  await press('确定');
  expect(await screen.findByText('请输入验证码')).toBeTruthy();
  expect(app.server.seen.some((r) => r.path === calls.update_mobile.path)).toBe(false);
});

it('changes the number: 修改成功, and the new masked value goes to the page', async () => {
  const { onChanged } = open();
  const number = await pastPassword();
  await typeInto(number, '13912345678');
  app.server.ok(calls.validate_code, sent);
  await act(async () => fireEvent.click(sendButton()));
  await waitFor(() => expect(screen.getByTestId('code-countdown')).toBeTruthy());
  await waitFor(() => expect(toasts()).toContain('验证码已发送'));

  app.server.answer(calls.update_mobile.path, { body: { e: 1, m: '验证码错误或已过期', d: null } });
  await typeInto(screen.getByLabelText('验证码'), '123456');
  await press('确定');
  expect((await screen.findByTestId('contact-error')).textContent).toBe('验证码错误或已过期');

  app.server.ok(calls.update_mobile, { mobile: '139****5678' });
  await typeInto(screen.getByLabelText('验证码'), '654321');
  await press('确定');
  await waitFor(() => expect(onChanged).toHaveBeenCalledWith('139****5678'));
  expect(toasts()).toContain('修改成功');
  expect(app.server.seen.find((r) => r.path === calls.update_mobile.path && r.form.code === '654321')?.form).toMatchObject({ mobile: '13912345678' });
});

it('does the same for an email: 请输入邮箱, 邮箱格式错误, 该邮箱已注册, then setEmail', async () => {
  const { onChanged } = open('email');
  const address = await pastPassword('email');
  expect(within(await dialog('email')).getByRole('heading', { name: '更换邮箱' })).toBeTruthy();
  await press('发送验证码');
  expect(await screen.findByText('请输入邮箱')).toBeTruthy();
  await typeInto(address, 'li@campus');
  await press('发送验证码');
  expect(await screen.findByText('邮箱格式错误')).toBeTruthy();

  app.server.answer(calls.getEmailCode.path, { status: 409, body: { e: 409, m: '该邮箱已注册', d: null } });
  await typeInto(address, 'taken@example.edu.cn');
  await act(async () => fireEvent.click(sendButton()));
  await waitFor(() => expect(toasts()).toContain('该邮箱已注册'));
  await waitFor(() => expect(screen.queryByTestId('code-countdown')).toBeNull());

  app.server.ok(calls.getEmailCode, sent);
  await typeInto(address, 'li@example.edu.cn');
  await act(async () => fireEvent.click(sendButton()));
  await waitFor(() => expect(toasts()).toContain('验证码已发送'));
  expect(codeRequests(calls.getEmailCode.path).at(-1)?.form).toMatchObject({ email: 'li@example.edu.cn', template: 'editcode' });

  app.server.ok(calls.setEmail, { email: 'l***@example.edu.cn' });
  await typeInto(screen.getByLabelText('验证码'), '123456');
  await press('确定');
  await waitFor(() => expect(onChanged).toHaveBeenCalledWith('l***@example.edu.cn'));
});
