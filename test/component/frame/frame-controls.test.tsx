/**
 * The frame's controls (spec §2): the template switch asks first, the login choice follows
 * outside_school_button_is_show, the global banner shows both messages in their own size and colour, the page
 * version chooses the layout, and the right navigation follows the permits and the sign-in state.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import { Permit } from '@contract/rules/permissions';
import { DesktopLayout } from '@/layouts/desktop/desktop-layout';
import { GlobalBanner } from '@/layouts/frame/global-banner';
import { LoginButton } from '@/layouts/frame/login-entry';
import { RightNav } from '@/layouts/frame/right-nav';
import { TemplateSwitch } from '@/layouts/frame/template-switch';
import { useLoginConfig } from '@/stores/login-config';
import { useUiSettings } from '@/stores/ui-settings';
import { startEnvelopeServer } from '../support/envelope-server';
import { renderH5, TARGET, useApiOrigin } from '../support/render';
import { signIn, signOut, useSite } from './frame-state';

type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;
let server: Server;

beforeAll(async () => {
  server = await startEnvelopeServer();
  useApiOrigin(server.origin);
  server.ok(calls.cHomeGetLinks, []);
  server.ok(calls.messageCount, { 1: 2, 2: 0, 3: 1, 4: 0 });
  server.ok(calls.getLoginConfig, { login_type: 'password', cas_enabled: false, cas_login_url: '', wechat_enabled: false, register_enabled: false });
  // Asked once per visit; each test then says whether CAS is offered.
  await useLoginConfig.getState().load();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  signOut();
  useSite();
  useUiSettings.setState({ template: null });
  useLoginConfig.setState({ casLoginUrl: '' });
});

describe('the template switch', () => {
  it("starts on the site's template and switches only after the user confirms", () => {
    useSite({ template: 'inst' });
    renderH5(<TemplateSwitch />);
    expect(screen.getByTestId('template-current').textContent).toBe('公众版');
    fireEvent.click(screen.getByTestId('template-switch'));
    fireEvent.click(screen.getByTestId('template-option-task'));
    expect(screen.getByText('确定切换到任务版吗？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('template-cancel'));
    expect(screen.getByTestId('template-current').textContent).toBe('公众版');

    fireEvent.click(screen.getByTestId('template-switch'));
    fireEvent.click(screen.getByTestId('template-option-task'));
    fireEvent.click(screen.getByTestId('template-confirm'));
    expect(screen.getByTestId('template-current').textContent).toBe('任务版');
    expect(useUiSettings.getState().template).toBe('task');
  });

  it('asks nothing when the current template is chosen again', () => {
    renderH5(<TemplateSwitch />);
    fireEvent.click(screen.getByTestId('template-switch'));
    fireEvent.click(screen.getByTestId('template-option-inst'));
    expect(screen.queryByTestId('template-confirm')).toBeNull();
  });
});

describe('the login button', () => {
  it('offers on- and off-campus sign-in when outside_school_button_is_show is yes', () => {
    useSite({}, { outside_school_button_is_show: 'yes' });
    useLoginConfig.setState({ casLoginUrl: '/api/login/cas' });
    renderH5(<LoginButton />);
    fireEvent.click(screen.getByTestId('login-button'));
    expect(screen.getByTestId('login-campus').textContent).toContain('校内登录');
    expect(screen.getByTestId('login-outside').textContent).toContain('校外登录');
  });

  it('goes straight to the sign-in when it is no', () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' });
    useSite({}, { outside_school_button_is_show: 'no' });
    renderH5(<LoginButton />);
    fireEvent.click(screen.getByTestId('login-button'));
    expect(screen.queryByTestId('login-outside')).toBeNull();
    // The mini-program lands on the mobile twin of the sign-in page.
    expect(navigateTo.mock.calls.map(([{ url }]) => url)).toEqual([TARGET === 'h5' ? '/pages/site/login/index' : '/pages/site/m_login/index']);
    navigateTo.mockRestore();
  });
});

describe('the global banner', () => {
  const message = { isShow: true, message: '本周六系统维护', fileMessage: '附件：维护说明', fontSize: '16px', fontColor: '#b42318', fileFontSize: '13px', fileFontColor: '#1d4ed8' };

  it('shows the text and the file message, each in its own size and colour', () => {
    useSite({}, { global_message: message });
    renderH5(<GlobalBanner />);
    const text = screen.getByTestId('global-message');
    const file = screen.getByTestId('global-file-message');
    expect(text.textContent).toBe('本周六系统维护');
    expect(text.style.fontSize).toBe('16px');
    expect(text.style.color).toBe('rgb(180, 35, 24)');
    expect(file.style.fontSize).toBe('13px');
    expect(file.style.color).toBe('rgb(29, 78, 216)');
  });

  it('is absent when isShow is off, and ignores a size or colour that is not one', () => {
    useSite({}, { global_message: { ...message, isShow: false } });
    const { unmount } = renderH5(<GlobalBanner />);
    expect(screen.queryByTestId('global-banner')).toBeNull();
    unmount();
    useSite({}, { global_message: { ...message, fontSize: 'expression(alert(1))', fontColor: 'red;display:none' } });
    renderH5(<GlobalBanner />);
    expect(screen.getByTestId('global-message').getAttribute('style') ?? '').toBe('');
  });
});

describe('the desktop layout by page version', () => {
  const page = () => renderH5(<DesktopLayout title="首页">内容</DesktopLayout>);

  it('is layout two with the top menu, the template switch and no right navigation for page version 2', () => {
    useSite({ page_version: 2 });
    page();
    expect(screen.getByTestId('menu-bar')).toBeTruthy();
    expect(screen.getByTestId('template-switch')).toBeTruthy();
    expect(screen.queryByTestId('right-nav')).toBeNull();
  });

  it('is layout one with the three tabs and the right navigation for page version 1', () => {
    useSite({ page_version: 1 });
    page();
    const tabs = screen.getByTestId('menu-tabs');
    expect(within(tabs).getAllByRole('link').map((tab) => tab.textContent)).toEqual(['首页', '服务大厅', '个人主页']);
    expect(screen.getByTestId('right-nav')).toBeTruthy();
    expect(screen.queryByTestId('menu-bar')).toBeNull();
  });

  it('is the simple 5.0 header inside the 5.0 main system', () => {
    useSite({ page_version: 2, rh_config: { rh_flag: 1, main_system: '5.0', url: 'https://admin.example.edu.cn/' } });
    page();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.queryByTestId('menu-bar')).toBeNull();
    expect(screen.queryByTestId('menu-tabs')).toBeNull();
  });
});

describe('the right quick-navigation bar', () => {
  it('shows a visitor the two login choices', () => {
    useLoginConfig.setState({ casLoginUrl: '/api/login/cas' });
    renderH5(<RightNav />);
    expect(screen.getByTestId('quick-login-campus')).toBeTruthy();
    expect(screen.getByTestId('quick-login-outside')).toBeTruthy();
    expect(screen.queryByTestId('quick-logout')).toBeNull();
    expect(screen.queryByTestId('quick-data-center')).toBeNull();
  });

  it('leaves the campus sign-in out where single sign-on is not offered', () => {
    renderH5(<RightNav />);
    expect(screen.queryByTestId('quick-login-campus')).toBeNull();
    expect(screen.getByTestId('quick-login-outside')).toBeTruthy();
  });

  it('shows fill-in statistics and the data center by their permits, the dot on my approvals, and sign-out', async () => {
    server.ok(calls.newGetSetting, {
      channels: {
        wechat: { real: { show: '1', select: '0', readonly: '0' }, timing: { show: '1', select: '0', readonly: '0' } },
        mobile: { real: { show: '1', select: '0', readonly: '0' }, timing: { show: '1', select: '0', readonly: '0' }, value: '', auth: '0' },
        email: { real: { show: '1', select: '0', readonly: '0' }, timing: { show: '1', select: '0', readonly: '0' }, value: '', auth: '0' },
      },
      time_setting: { real: { real_type: 1, custom_remind: { start_time: '08:00', end_time: '20:00', only_work_day: '0' } }, timing: { select: '0', select_tim: '08:00' } },
      qrcode: '/static/demo/qr.png',
      desc: '',
      status: '0',
    });
    signIn('T0001', { permits: [Permit.tbReport] }, { todo: 2, messages: 0 });
    renderH5(<RightNav />);
    expect(screen.getByTestId('quick-fill-stats')).toBeTruthy();
    expect(screen.queryByTestId('quick-data-center')).toBeNull();
    expect(screen.getByTestId('quick-approvals').querySelector('[data-testid="todo-dot"]')).not.toBeNull();
    expect(screen.getByTestId('quick-logout')).toBeTruthy();
    expect(screen.queryByTestId('quick-feedback')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('quick-official-qr')).toBeTruthy());
  });

  it('offers feedback when the page gives its dialog', () => {
    const open = jest.fn();
    renderH5(<RightNav onFeedback={open} />);
    fireEvent.click(screen.getByTestId('quick-feedback'));
    expect(open).toHaveBeenCalled();
  });
});
