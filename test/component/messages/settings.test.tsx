/**
 * The message settings panel (spec §2 "Message settings page", §3, §4 "Verification code (message settings)", §8) on
 * both targets against a local envelope server: loading and its failure; each channel's switches as the server shows,
 * sets and locks them; the custom window's order; saving with 保存成功 or the reasons it failed, the choices kept;
 * binding the email channel's address with a code, the countdown, and an address registered already stopping it.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { MessageSettings } from '@contract/calls/messages';
import { MessageSettingsPanel } from '@/features/messages/settings';
import { appRequestServer } from '../support/app-request-server';
import { check, select, settle } from '../forms/support/fill';
import { renderH5, TARGET, typeInto } from '../support/render';

const app = appRequestServer();

const on = { show: '1', select: '1', readonly: '0' } as const;
const off = { show: '1', select: '0', readonly: '0' } as const;

function settings(over: Partial<MessageSettings> = {}): MessageSettings {
  return {
    channels: {
      wechat: { real: on, timing: { show: '0', select: '0', readonly: '0' } },
      mobile: { real: on, timing: { ...off, readonly: '1' }, value: '138****5678', auth: '1' },
      // The server locks a channel with nothing to send to.
      email: { real: { ...off, readonly: '1' }, timing: { ...off, readonly: '1' }, value: '', auth: '0' },
    },
    time_setting: {
      real: { real_type: 1, custom_remind: { start_time: '08:00', end_time: '18:00', only_work_day: '1' } },
      timing: { select: '0', select_tim: '07:00' },
    },
    qrcode: '/static/official-account.png',
    desc: '关注示范大学服务号，及时收到审批提醒',
    status: '1',
    ...over,
  };
}

const toasts = () => app.shown.mock.calls.map(([options]) => (options as { content: string }).content);
const saves = () => app.server.seen.filter((r) => r.path === calls.subNotice.path).map((r) => JSON.parse(String(r.form.data)) as Omit<MessageSettings, 'qrcode' | 'desc'>);
const channel = (name: string) => screen.getByTestId(`channel-${name}`);

/** The native check box of a switch (H5: itself; the mini-program: the input Taro's checkbox draws inside). */
function box(scope: HTMLElement, label: string): HTMLInputElement {
  const named = within(scope).getAllByLabelText(label);
  const found = named.find((e) => e.tagName === 'INPUT') ?? named.map((e) => e.querySelector('input')).find(Boolean);
  if (!found) throw new Error(`no switch ${label}`);
  return found as HTMLInputElement;
}

async function open(answer: MessageSettings = settings()) {
  app.server.ok(calls.newGetSetting, answer);
  renderH5(<MessageSettingsPanel onMobile={false} />);
  await screen.findByTestId('message-settings-save');
}

const pressSave = () => act(async () => fireEvent.click(screen.getByTestId('message-settings-save')));

it('loads the settings: each channel with the switches the server shows, the masked number, the QR code and the description', async () => {
  app.server.ok(calls.newGetSetting, settings(), 150);
  renderH5(<MessageSettingsPanel onMobile={false} />);
  expect(await screen.findByText('正在加载消息设置')).toBeTruthy();
  await screen.findByTestId('channel-wechat');

  expect(within(channel('wechat')).getByText('消息通知（服务号）')).toBeTruthy();
  // show '0' hides 定时 for the official account.
  expect(within(channel('wechat')).queryByLabelText('定时')).toBeNull();
  await waitFor(() => expect(box(channel('wechat'), '实时').checked).toBe(true));
  expect(screen.getByTestId('channel-mobile-value').textContent).toBe('138****5678');
  // readonly '1': shown as set, not to be turned.
  await waitFor(() => expect(box(channel('mobile'), '定时').disabled).toBe(true));
  await waitFor(() => expect(box(channel('mobile'), '实时').disabled).toBe(false));
  // An address not bound yet: nothing to send to, so its switches wait for the binding.
  expect(screen.getByTestId('channel-email-value').textContent).toBe('未绑定');
  expect(within(channel('email')).getByText('绑定邮箱后可开启')).toBeTruthy();
  await waitFor(() => expect(box(channel('email'), '实时').disabled).toBe(true));
  expect(screen.getByRole('button', { name: '绑定邮件通知的邮箱' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '更换短信通知的手机号' })).toBeTruthy();

  expect(screen.getByText('关注示范大学服务号，及时收到审批提醒')).toBeTruthy();
  if (TARGET === 'h5') expect(screen.getByRole('img', { name: '服务号二维码' }).getAttribute('src')).toBe('/static/official-account.png');
  expect(screen.getByRole('heading', { name: '通知渠道' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: '提醒时间' })).toBeTruthy();
});

it('leaves out a channel this portal does not run, and says so when it runs none', async () => {
  const hidden = { show: '0', select: '0', readonly: '1' } as const;
  const { channels } = settings();
  await open(settings({ channels: { ...channels, wechat: { real: hidden, timing: hidden } } }));
  expect(screen.queryByTestId('channel-wechat')).toBeNull();
  expect(screen.getByTestId('channel-mobile')).toBeTruthy();
  cleanup();

  const none = { ...channels.mobile, real: hidden, timing: hidden };
  app.server.ok(calls.newGetSetting, settings({ channels: { wechat: { real: hidden, timing: hidden }, mobile: none, email: { ...none, value: '' } } }));
  renderH5(<MessageSettingsPanel onMobile={false} />);
  expect(await screen.findByText('暂无可用的通知渠道，消息将在站内提醒')).toBeTruthy();
  expect(screen.queryByTestId('channel-mobile')).toBeNull();
});

it('says 获取消息设置失败，请联系管理员 when the settings do not load, and loads them again on retry', async () => {
  app.server.answer(calls.newGetSetting.path, { status: 500, body: { e: 500, m: '服务器错误', d: null } });
  renderH5(<MessageSettingsPanel onMobile />);
  const failed = await screen.findByTestId('message-settings-failed');
  expect(failed.textContent).toContain('获取消息设置失败，请联系管理员');
  expect(failed.getAttribute('role')).toBe('alert');

  app.server.ok(calls.newGetSetting, settings());
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
  await screen.findByTestId('channel-wechat');
});

it('saves the switches and the digest time as subNotice data, says 保存成功 and keeps the choices', async () => {
  await open();
  await check('实时', channel('wechat'));
  await check('每天定时汇总提醒');
  await select(/^每日提醒时间/, '21:30');
  app.server.ok(calls.subNotice, {});
  await pressSave();
  await waitFor(() => expect(toasts()).toContain('保存成功'));

  const [sent] = saves();
  expect(sent.status).toBe('1');
  expect(sent.channels.wechat.real.select).toBe('0');
  expect(sent.channels.mobile.real.select).toBe('1');
  expect(sent.time_setting.timing).toEqual({ select: '1', select_tim: '21:30' });
  expect(sent).not.toHaveProperty('qrcode');
  await waitFor(() => expect(box(channel('wechat'), '实时').checked).toBe(false));
});

// H5 only: the mini-program's picker lists its choices in a native sheet outside jsdom.
(TARGET === 'h5' ? it : it.skip)('offers the digest times from 07:00 every half hour up to 23:00', async () => {
  await open(settings({ time_setting: { ...settings().time_setting, timing: { select: '1', select_tim: '07:00' } } }));
  const offered = Array.from((screen.getByLabelText(/^每日提醒时间/) as HTMLSelectElement).options, (o) => o.value).filter(Boolean);
  expect(offered).toHaveLength(33);
  expect(offered.slice(0, 3)).toEqual(['07:00', '07:30', '08:00']);
  expect(offered.at(-1)).toBe('23:00');
});

it('pauses every channel with 接收消息提醒 off, keeping what each had', async () => {
  await open();
  await check('接收消息提醒');
  expect(screen.getByText('关闭时消息只在站内提醒，各渠道的选择保留')).toBeTruthy();
  await waitFor(() => expect(box(channel('wechat'), '实时').disabled).toBe(true));
  app.server.ok(calls.subNotice, {});
  await pressSave();
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0].status).toBe('0');
  expect(saves()[0].channels.wechat.real.select).toBe('1');
});

it('needs a custom window to start before it ends, says so at the window and saves nothing until it does', async () => {
  await open();
  await check('自定义时段');
  const window = screen.getByTestId('reminder-window');
  await select(/^开始时间/, '18:00', window);
  await select(/^结束时间/, '09:00', window);
  const error = await screen.findByTestId('window-error');
  expect(error.textContent).toBe('开始时间须早于结束时间');
  expect(error.getAttribute('role')).toBe('alert');
  if (TARGET === 'h5') expect(screen.getByLabelText(/^开始时间/).getAttribute('aria-invalid')).toBe('true');

  await pressSave();
  await settle();
  expect(saves()).toHaveLength(0);
  expect(toasts()).toContain('开始时间须早于结束时间');

  await select(/^结束时间/, '20:30', window);
  await check('仅工作日', window);
  expect(screen.queryByTestId('window-error')).toBeNull();
  app.server.ok(calls.subNotice, {});
  await pressSave();
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0].time_setting.real).toEqual({ real_type: 2, custom_remind: { start_time: '18:00', end_time: '20:30', only_work_day: '0' } });
});

it('says 保存失败，请稍后重试 when the save fails, the server’s reason when it refuses the input, and keeps the choices', async () => {
  await open();
  await check('实时', channel('mobile'));
  app.server.answer(calls.subNotice.path, 'drop');
  await pressSave();
  await waitFor(() => expect(toasts()).toContain('保存失败，请稍后重试'));
  await waitFor(() => expect(box(channel('mobile'), '实时').checked).toBe(false));

  app.server.answer(calls.subNotice.path, { status: 400, body: { e: 400, m: '定时提醒的时间须为 07:00 至 23:00 的整点或半点', d: null } });
  await pressSave();
  await waitFor(() => expect(toasts()).toContain('定时提醒的时间须为 07:00 至 23:00 的整点或半点'));
  await waitFor(() => expect(box(channel('mobile'), '实时').checked).toBe(false));

  app.server.ok(calls.subNotice, {});
  await pressSave();
  await waitFor(() => expect(toasts()).toContain('保存成功'));
  expect(saves().at(-1)?.channels.mobile.real.select).toBe('0');
});

async function pastPassword() {
  fireEvent.click(screen.getByRole('button', { name: '绑定邮件通知的邮箱' }));
  const dialog = await screen.findByTestId('change-email-dialog');
  app.server.ok(calls.validate_pass, { valid: true });
  await typeInto(within(dialog).getByLabelText('登录密码'), 'Pass-word1');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '下一步' })));
  return { dialog, address: await within(dialog).findByLabelText('新邮箱') };
}

it('binds the email channel’s address with a code: the countdown runs, and the channel can then be turned on', async () => {
  await open();
  const { dialog, address } = await pastPassword();
  await act(async () => fireEvent.click(within(dialog).getByTestId('send-code')));
  expect(await within(dialog).findByText('请输入邮箱')).toBeTruthy();

  app.server.ok(calls.getEmailCode, { expires_in: 600, resend_in: 60 }, 100);
  await typeInto(address, 'li@example.edu.cn');
  await act(async () => fireEvent.click(within(dialog).getByTestId('send-code')));
  // One request while the first is on its way.
  await act(async () => fireEvent.click(within(dialog).getByTestId('send-code')));
  await waitFor(() => expect(toasts()).toContain('验证码已发送'));
  expect(app.server.seen.filter((r) => r.path === calls.getEmailCode.path)).toHaveLength(1);
  expect(within(dialog).getByTestId('code-countdown').textContent).toMatch(/^(60|59) 秒后重发$/);

  app.server.ok(calls.setEmail, { email: 'l***@example.edu.cn' });
  const { channels } = settings();
  app.server.ok(calls.newGetSetting, settings({ channels: { ...channels, email: { real: off, timing: off, value: 'l***@example.edu.cn', auth: '1' } } }));
  // A choice made before binding is still there after it, unsaved.
  await check('每天定时汇总提醒');
  await typeInto(within(dialog).getByLabelText('验证码'), '123456');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
  await waitFor(() => expect(screen.queryByTestId('change-email-dialog')).toBeNull());
  expect(app.server.seen.find((r) => r.path === calls.setEmail.path)?.form).toMatchObject({ email: 'li@example.edu.cn', code: '123456' });

  expect(screen.getByTestId('channel-email-value').textContent).toBe('l***@example.edu.cn');
  expect(screen.getByRole('button', { name: '更换邮件通知的邮箱' })).toBeTruthy();
  await waitFor(() => expect(box(channel('email'), '实时').disabled).toBe(false));
  await check('实时', channel('email'));
  app.server.ok(calls.subNotice, {});
  await pressSave();
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0].channels.email.real.select).toBe('1');
  expect(saves()[0].time_setting.timing.select).toBe('1');
});

it('stops the countdown when the address is registered already (该邮箱已注册)', async () => {
  await open();
  const { dialog, address } = await pastPassword();
  app.server.answer(calls.getEmailCode.path, { status: 409, body: { e: 409, m: '该邮箱已注册', d: null }, delayMs: 100 });
  await typeInto(address, 'taken@example.edu.cn');
  await act(async () => fireEvent.click(within(dialog).getByTestId('send-code')));
  expect(within(dialog).getByTestId('code-countdown')).toBeTruthy();
  await waitFor(() => expect(toasts()).toContain('该邮箱已注册'));
  await waitFor(() => expect(within(dialog).queryByTestId('code-countdown')).toBeNull());
  expect(within(dialog).getByTestId('send-code').textContent).toBe('发送验证码');
  expect(screen.getByTestId('channel-email-value').textContent).toBe('未绑定');
});

it('reads in English, the user’s own data aside', async () => {
  app.server.ok(calls.newGetSetting, settings());
  renderH5(<MessageSettingsPanel onMobile />, 'en');
  const panel = await screen.findByTestId('message-settings-save');
  expect(panel.textContent).toContain('Save settings');
  const panelText = (node: Node): string =>
    node instanceof HTMLElement && node.hasAttribute('data-user-content') ? '' : node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : [...node.childNodes].map(panelText).join(' ');
  expect(panelText(screen.getByTestId('message-settings'))).not.toMatch(/[\u4e00-\u9fff]/);
  expect(screen.getByText('Email')).toBeTruthy();
  expect(screen.getByText('Bind an email address to turn it on')).toBeTruthy();
});
