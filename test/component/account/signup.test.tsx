/**
 * Off-campus sign-up and password reset (spec §6) on both targets against a local envelope server: the spec's text
 * for every field, the code button's countdown (template register or reset), the email channel, and the login page
 * with the account filled in afterwards. Also the sign-in form's links to them.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import { LoginForm } from '@/features/auth/login-form';
import { SignupCard } from '@/features/account/signup/signup-card';
import { useLoginConfig } from '@/stores/login-config';
import { appRequestServer } from '../support/app-request-server';
import { renderH5, TARGET, typeInto, valueOf } from '../support/render';

const app = appRequestServer();
const sent = { expires_in: 600, resend_in: 60 };
const press = (testId: string) => act(async () => fireEvent.click(screen.getByTestId(testId)));
const toasts = () => app.shown.mock.calls.map(([options]) => (options as { content: string }).content);
const loginPage = TARGET === 'h5' ? '/pages/site/login/index' : '/pages/site/m_login/index';

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await typeInto(screen.getByLabelText(label), value);
}

it('gives every field its spec text on an empty sign-up', async () => {
  renderH5(<SignupCard mode="register" />);
  await screen.findByTestId('register-submit');
  await press('register-submit');
  for (const text of ['请输入手机号', '请点击发送验证码', '请输入姓名', '请输入密码', '请再次输入密码']) expect(screen.getByText(text)).toBeTruthy();

  await fill({ 手机号: '1391234', 密码: 'short', 确认密码: 'other' });
  await press('register-submit');
  expect(screen.getByText('手机号格式错误')).toBeTruthy();
  expect(screen.getByText('至少8位，包含数字，大写和小写字母')).toBeTruthy();
  expect(screen.getByText('两次输入密码不一致!')).toBeTruthy();
  expect(app.server.seen).toHaveLength(0);
});

it('sends a register code with a countdown, refuses a second one, and signs up into the login page', async () => {
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' });
  renderH5(<SignupCard mode="register" />);
  await screen.findByTestId('send-code');
  await fill({ 手机号: '139123' });
  await press('send-code');
  expect(screen.getByText('手机号格式不对请重新输入!')).toBeTruthy();

  app.server.ok(calls.validate_code, sent);
  await fill({ 手机号: '13912345678' });
  await press('send-code');
  await waitFor(() => expect(toasts()).toContain('验证码已发送'));
  expect(screen.getByTestId('code-countdown').textContent).toMatch(/^(60|59) 秒后重发$/);
  await press('send-code');
  expect(toasts()).toContain('请勿多次发送');
  expect(app.server.seen.filter((r) => r.path === calls.validate_code.path).map((r) => r.form)).toEqual([expect.objectContaining({ mobile: '13912345678', template: 'register' })]);

  app.server.ok(calls.registerAccount, { number: '13912345678' });
  await fill({ 验证码: '123456', 姓名: ' 李同学 ', 密码: 'Good-pass1', 确认密码: 'Good-pass1' });
  await press('register-submit');
  await waitFor(() => expect(reLaunch).toHaveBeenCalledWith({ url: `${loginPage}?account=13912345678` }));
  expect(toasts()).toContain('注册成功，请登录');
  expect(app.server.seen.find((r) => r.path === calls.registerAccount.path)?.form).toMatchObject({
    account_type: 'mobile',
    mobile: '13912345678',
    code: '123456',
    name: '李同学',
    password: 'Good-pass1',
  });
});

it('signs up with an email: its texts, and the number already registered stops the countdown', async () => {
  renderH5(<SignupCard mode="register" />);
  await press('signup-by-email');
  await press('send-code');
  expect(screen.getByText('请输入邮箱')).toBeTruthy();
  await fill({ 邮箱: 'li@' });
  await press('send-code');
  expect(screen.getByText('邮箱格式错误')).toBeTruthy();

  app.server.answer(calls.getEmailCode.path, { status: 409, body: { e: 409, m: '该邮箱已注册', d: null } });
  await fill({ 邮箱: 'li@example.edu.cn' });
  await press('send-code');
  await waitFor(() => expect(toasts()).toContain('该邮箱已注册'));
  await waitFor(() => expect(screen.queryByTestId('code-countdown')).toBeNull());
  expect(app.server.seen.at(-1)?.form).toMatchObject({ email: 'li@example.edu.cn', template: 'register' });
});

it('resets a password with a reset code and shows a refusal from the server', async () => {
  renderH5(<SignupCard mode="reset" />);
  await screen.findByTestId('reset-submit');
  expect(screen.queryByLabelText('姓名')).toBeNull();
  app.server.ok(calls.validate_code, sent);
  await fill({ 手机号: '13912345678' });
  await press('send-code');
  await waitFor(() => expect(app.server.seen.at(-1)?.form).toMatchObject({ template: 'reset' }));

  app.server.answer(calls.resetPassword.path, { body: { e: 1, m: '验证码错误或已过期', d: null } });
  await fill({ 验证码: '123456', 新密码: 'Good-pass1', 确认密码: 'Good-pass1' });
  await press('reset-submit');
  expect((await screen.findByTestId('signup-error')).textContent).toBe('验证码错误或已过期');
  expect(app.server.seen.at(-1)?.form).toMatchObject({ account_type: 'mobile', mobile: '13912345678', 'new-password': 'Good-pass1' });
});

it('speaks English when the reader chose it', async () => {
  renderH5(<SignupCard mode="reset" />, 'en');
  expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeTruthy();
  expect(screen.getByTestId('send-code').textContent).toBe('Send code');
  await press('reset-submit');
  for (const text of ['Please enter a mobile number', 'Please tap Send code first', 'Please enter a password']) expect(screen.getByText(text)).toBeTruthy();
});

describe('the sign-in form', () => {
  const config = (register_enabled: boolean) => ({ login_type: 'password' as const, cas_enabled: false, cas_login_url: '', wechat_enabled: false, register_enabled });

  it('always offers the reset and offers sign-up only where the server allows it', async () => {
    app.server.ok(calls.getLoginConfig, config(false));
    renderH5(<LoginForm home="/site/index" />);
    expect(await screen.findByTestId('login-forget-link')).toBeTruthy();
    // The form asks once per visit; its answer is in once that request settles.
    await act(() => useLoginConfig.getState().load());
    expect(app.server.seen.filter((r) => r.path === calls.getLoginConfig.path)).toHaveLength(1);
    expect(screen.queryByTestId('login-register-link')).toBeNull();

    act(() => useLoginConfig.setState({ registerEnabled: true }));
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never);
    fireEvent.click(await screen.findByRole('link', { name: '注册账号' }));
    expect(navigateTo).toHaveBeenCalledWith({ url: TARGET === 'h5' ? '/pages/account/register/index' : '/pages/account/m_register/index' });
    fireEvent.click(screen.getByRole('link', { name: '忘记密码' }));
    expect(navigateTo).toHaveBeenLastCalledWith({ url: TARGET === 'h5' ? '/pages/account/forgetPwd/index' : '/pages/account/m_forgetPwd/index' });
  });

  it('fills in the account it is given', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { path: '/pages/site/login/index', params: { account: 'li%40example.edu.cn' } } } as never);
    renderH5(<LoginForm home="/site/index" />);
    await waitFor(() => expect(valueOf(screen.getByLabelText('账号'))).toBe('li@example.edu.cn'));
  });
});
