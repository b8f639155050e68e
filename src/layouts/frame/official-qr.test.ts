import type { MessageSettings } from '@contract/calls/messages';
import { officialAccountQr } from './official-qr';

const off = { show: '1', select: '0', readonly: '0' } as const;
function settings(qrcode: string, wechatOn = false): MessageSettings {
  const wechat = { real: { ...off, select: wechatOn ? '1' : '0' }, timing: off } as const;
  return {
    channels: { wechat, mobile: { real: off, timing: off, value: '', auth: '0' }, email: { real: off, timing: off, value: '', auth: '0' } },
    time_setting: { real: { real_type: 1, custom_remind: { start_time: '08:00', end_time: '20:00', only_work_day: '0' } }, timing: { select: '0', select_tim: '08:00' } },
    qrcode,
    desc: '',
    status: '1',
  };
}

it('offers the official-account QR when there is one and no message channel is on (spec §2)', () => {
  expect(officialAccountQr(settings('https://img.example.edu.cn/qr.png'))).toBe('https://img.example.edu.cn/qr.png');
  expect(officialAccountQr(settings('https://img.example.edu.cn/qr.png', true))).toBeNull();
  expect(officialAccountQr(settings(''))).toBeNull();
  expect(officialAccountQr(null)).toBeNull();
});
