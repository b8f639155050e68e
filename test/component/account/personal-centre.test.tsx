/**
 * The personal centre (spec §2 /site/personal) on both targets: who the user is, and 账号与安全 from getAccountInfo with
 * the masked phone and email; a phone change in its dialog shows the new masked number once the dialog closes; a
 * phone opens the password page, and a failed load offers a retry.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import { PersonalCentre } from '@/features/account/personal/personal-centre';
import { useSession } from '@/stores/session';
import { appRequestServer } from '../support/app-request-server';
import { userInfo } from '../support/fixtures';
import { renderH5, typeInto } from '../support/render';

const app = appRequestServer();
const account = { number: '2024001', mobile: '138****5678', email: '', has_password: true, source_type: 1 };

beforeEach(() => {
  // The grants section below the list has its own loading and failure (test/component/identity/grants.test.tsx).
  app.server.ok(calls.getMyGrants, []);
  useSession.setState({ status: 'signed-in', user: userInfo({ uid: 'u-1', name: '王思远', number: '2024001', identity_name: '学生', college: '计算机学院' }), failure: null });
});

it('shows who the user is and the account list, masked', async () => {
  app.server.ok(calls.getAccountInfo, account);
  renderH5(<PersonalCentre onMobile={false} />);
  expect((await screen.findByTestId('personal-mobile')).textContent).toBe('138****5678');
  expect(screen.getByTestId('personal-name').textContent).toBe('王思远');
  expect(within(screen.getByTestId('personal-profile')).getByText('所属单位: 计算机学院')).toBeTruthy();
  expect(screen.getByTestId('personal-email').textContent).toBe('未绑定');
  expect(screen.getByRole('button', { name: '更换手机号' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '绑定邮箱' })).toBeTruthy();
  expect(screen.getByTestId('personal-password').textContent).toBe('已设置');
  expect(screen.getByRole('heading', { name: '账号与安全' })).toBeTruthy();
});

it('changes the phone in its dialog, which closes and leaves the new masked number on the page', async () => {
  app.server.ok(calls.getAccountInfo, account);
  renderH5(<PersonalCentre onMobile={false} />);
  fireEvent.click(await screen.findByTestId('personal-mobile-action'));
  const dialog = await screen.findByTestId('change-phone-dialog');
  app.server.ok(calls.validate_pass, { valid: true });
  await typeInto(within(dialog).getByLabelText('登录密码'), 'Pass-word1');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '下一步' })));
  await typeInto(await within(dialog).findByLabelText('新手机号'), '13912345678');
  app.server.ok(calls.validate_code, { expires_in: 600, resend_in: 60 });
  await act(async () => fireEvent.click(within(dialog).getByTestId('send-code')));
  await waitFor(() => expect(app.server.seen.some((r) => r.path === calls.validate_code.path)).toBe(true));
  await typeInto(within(dialog).getByLabelText('验证码'), '123456');
  app.server.ok(calls.update_mobile, { mobile: '139****5678' });
  await waitFor(() => expect(within(dialog).getByTestId('code-countdown')).toBeTruthy());
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
  await waitFor(() => expect(screen.queryByTestId('change-phone-dialog')).toBeNull());
  expect(screen.getByTestId('personal-mobile').textContent).toBe('139****5678');
});

it('opens the password page on a phone', async () => {
  app.server.ok(calls.getAccountInfo, account);
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never);
  renderH5(<PersonalCentre onMobile />);
  fireEvent.click(await screen.findByTestId('personal-password-action'));
  expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/account/m_changePwd/index' });
});

it('says when the list could not load, and loads it again', async () => {
  app.server.answer(calls.getAccountInfo.path, 'drop');
  renderH5(<PersonalCentre onMobile />);
  expect(await screen.findByText('加载失败')).toBeTruthy();
  app.server.ok(calls.getAccountInfo, account);
  fireEvent.click(screen.getByTestId('personal-retry'));
  expect((await screen.findByTestId('personal-mobile')).textContent).toBe('138****5678');
});
