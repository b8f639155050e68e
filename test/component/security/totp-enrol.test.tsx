/**
 * The "TOTP QR code" page's content on both targets, against a real local server: the secret as a QR code and as
 * text, a code to confirm, the recovery codes shown once, then the status.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import { ErrorCode } from '@contract/envelope';
import { TotpEnrol } from '@/features/security/totp-enrol';
import { configureAppRequest } from '@/services/configure-app-request';
import { startEnvelopeServer } from '../support/envelope-server';
import { renderH5, typeInto, useApiOrigin } from '../support/render';

let server: Awaited<ReturnType<typeof startEnvelopeServer>>;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

beforeAll(async () => {
  server = await startEnvelopeServer();
  useApiOrigin(server.origin);
  configureAppRequest();
});
afterAll(() => server.close());

it('turns on authenticator codes: QR code and key, a code to confirm, the recovery codes once', async () => {
  server.ok(calls.getTotpStatus, { enabled: false, recovery_left: 0 });
  renderH5(<TotpEnrol />);
  server.ok(calls.startTotpEnrol, { secret: SECRET, uri: `otpauth://totp/Campus:admin?secret=${SECRET}&issuer=Campus` });
  // The first render of a page loads its texts and the UI kit: allow it more than the default second.
  const start = await screen.findByRole('button', { name: '开启动态验证码' });
  expect(server.seen.map((r) => r.path)).toEqual([calls.getTotpStatus.path]);
  await act(async () => fireEvent.click(start));

  expect((await screen.findByTestId('totp-secret')).textContent).toBe('密钥: JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  // The QR code is drawn by the lazily loaded library, as an SVG picture.
  await waitFor(() => expect(screen.getByRole('img', { name: '动态验证码二维码' })).toBeTruthy());

  await typeInto(screen.getByLabelText('验证码'), '12');
  fireEvent.click(screen.getByRole('button', { name: '确认开启' }));
  expect(await screen.findByText('请输入6位数字验证码')).toBeTruthy();

  server.answer(calls.confirmTotpEnrol.path, { status: 400, body: { e: ErrorCode.FAILED, m: '动态验证码错误或已使用，请输入新的验证码', d: null } });
  await typeInto(screen.getByLabelText('验证码'), '123456');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认开启' })));
  expect(await screen.findByText('动态验证码错误或已使用，请输入新的验证码')).toBeTruthy();

  server.ok(calls.confirmTotpEnrol, { recovery_codes: CODES });
  await typeInto(screen.getByLabelText('验证码'), '654321');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认开启' })));
  expect(await screen.findByRole('heading', { name: '请保存恢复码' })).toBeTruthy();
  expect(screen.getByTestId('totp-recovery-codes').textContent).toBe(CODES.join(''));
  expect(screen.queryByTestId('totp-secret')).toBeNull();

  server.ok(calls.getTotpStatus, { enabled: true, recovery_left: 10 });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '我已保存' })));
  expect((await screen.findByTestId('totp-on')).textContent).toBe('动态验证码已开启，剩余恢复码 10 个。');
  expect(screen.queryByTestId('totp-recovery-codes')).toBeNull();
});
