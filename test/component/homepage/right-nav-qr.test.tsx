/**
 * The right navigation's official-account QR (spec §2 "a hover QR for the official account when a QR image is given
 * and no message setting is on"): asked for only when signed in, shown only with a QR image and no channel on.
 * newGetSetting's server is faked here with answers checked against its result schema.
 */
import { screen, waitFor } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { MessageSettings } from '@contract/calls/messages';
import { RightNav } from '@/layouts/frame/right-nav';
import { appRequestServer } from '../support/app-request-server';
import { renderH5 } from '../support/render';
import { signIn, signOut, useSite } from '../frame/frame-state';

const app = appRequestServer();

const off = { show: '1', select: '0', readonly: '0' } as const;
const on = { ...off, select: '1' } as const;
function settings(qrcode: string, channels: Partial<MessageSettings['channels']> = {}): MessageSettings {
  return {
    channels: { wechat: { real: off, timing: off }, mobile: { real: off, timing: off, value: '', auth: '0' }, email: { real: off, timing: off, value: '', auth: '0' }, ...channels },
    time_setting: { real: { real_type: 1, custom_remind: { start_time: '08:00', end_time: '20:00', only_work_day: '0' } }, timing: { select: '0', select_tim: '08:00' } },
    qrcode,
    desc: '',
    status: '1',
  };
}

const askedForSettings = () => app.server.seen.filter((r) => r.path === calls.newGetSetting.path).length;
/** The QR renders from the settings' answer: once asked, the answer has had its turn. */
const settled = async () => {
  await waitFor(() => expect(askedForSettings()).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
};

beforeEach(() => {
  useSite();
  signIn('2023010101');
});

it('shows the QR on hover when a QR image is given and no message channel is on', async () => {
  app.server.ok(calls.newGetSetting, settings('/static/demo/qr.png'));
  renderH5(<RightNav />);
  const qr = await screen.findByTestId('quick-official-qr');
  expect(qr.textContent).toContain('扫码关注，及时接收办理提醒');
});

it('leaves it out once any channel is on, at once or in a digest', async () => {
  app.server.ok(calls.newGetSetting, settings('/static/demo/qr.png', { email: { real: off, timing: on, value: 'w***@example.edu.cn', auth: '1' } }));
  renderH5(<RightNav />);
  await settled();
  expect(screen.queryByTestId('quick-official-qr')).toBeNull();
});

it('leaves it out without a QR image, or when the settings cannot be read', async () => {
  app.server.ok(calls.newGetSetting, settings(''));
  const first = renderH5(<RightNav />);
  await settled();
  expect(screen.queryByTestId('quick-official-qr')).toBeNull();
  first.unmount();

  app.server.seen.length = 0;
  app.server.answer(calls.newGetSetting.path, { status: 404, body: { e: 404, m: '请求的接口不存在', d: null } });
  renderH5(<RightNav />);
  await settled();
  expect(screen.queryByTestId('quick-official-qr')).toBeNull();
  // Quietly: no QR is not an error to show.
  expect(app.shown).not.toHaveBeenCalled();
});

it('asks nothing of a visitor', async () => {
  signOut();
  app.server.ok(calls.newGetSetting, settings('/static/demo/qr.png'));
  renderH5(<RightNav />);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(askedForSettings()).toBe(0);
  expect(screen.queryByTestId('quick-official-qr')).toBeNull();
});
