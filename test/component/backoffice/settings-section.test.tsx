/**
 * The back office's site settings section on H5: the form says what is wrong beside each field before anything is
 * sent (the save call's schema and the rules between fields), previews the global message as it is typed, saves the
 * whole record with its version, and keeps the draft when someone else saved in between.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import type { SiteSettingsRecord } from '@contract/calls/site-settings';
import SiteSettingsSection from '@/features/backoffice/sections/settings/site-settings';
import { useSiteConfig } from '@/stores/site-config';
import { startEnvelopeServer } from '../support/envelope-server';
import { siteConfig } from '../support/fixtures';
import { TARGET, renderH5, useApiOrigin } from '../support/render';

type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;

const record: SiteSettingsRecord = {
  site_name: '示范大学网上办事大厅',
  site_name_en: 'Demo University Online Service Hall',
  site_desc: '一站式网上服务与审批平台',
  logo_src: '/static/demo/site-logo.svg',
  favicon_logo: '/static/demo/site-logo.svg',
  imghost: '',
  site_address: '示范市大学路 1 号',
  site_mobile: '0571-88880000',
  site_postal: '310000',
  site_email: 'service@example.edu.cn',
  site_copyright: '© 2026 示范大学 版权所有',
  site_archival: '示ICP备20260001号',
  home_banner_list: true,
  home_notice_modular: true,
  is_home_background: false,
  is_showWebTitle: true,
  serviceHall: true,
  cloud_print: false,
  ai_service_hall: false,
  ai_service_hall_url: '',
  outside_school_button_is_show: true,
  network_check_url: 'https://net.example.edu.cn/check',
  feedback_attachment: true,
  global_message_show: false,
  global_message: '',
  global_file_message: '',
  global_font_size: 14,
  global_font_color: '#d4380d',
  global_file_font_size: 14,
  global_file_font_color: '#d4380d',
  search_type: 1,
  rh_flag: 0,
  rh_main_system: '',
  rh_url: '',
  page_version: 2,
  template: 'inst',
  version: 3,
  updated_by: '系统管理员',
  updated_at: '2026-11-27 09:00:00',
};

(TARGET === 'h5' ? describe : describe.skip)('the site settings section', () => {
  let server: Server;

  beforeAll(async () => {
    server = await startEnvelopeServer();
    useApiOrigin(server.origin);
    server.ok(calls.getSiteConfig, siteConfig());
    server.ok(calls.getRhConfig, {});
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.seen.length = 0;
    server.ok(calls.getSiteSettings, record);
  });
  afterEach(() => act(() => useSiteConfig.setState({ config: null })));

  const field = (key: string) => document.querySelector<HTMLElement>(`[data-field="${key}"]`)!;
  const input = (key: string) => field(key).querySelector<HTMLInputElement>('input:not([type="color"]), textarea')!;
  const type = (key: string, value: string) => fireEvent.change(input(key), { target: { value } });
  const saves = () => server.seen.filter((r) => r.path === calls.saveSiteSettings.path);

  it('shows why each field is wrong beside it and sends nothing', async () => {
    renderH5(<SiteSettingsSection />);
    await screen.findByRole('heading', { name: '编辑站点设置' });
    expect(screen.getByRole('heading', { name: '全局消息' })).toBeTruthy();
    expect(screen.getByText('最近由 系统管理员 于 2026-11-27 09:00:00 保存')).toBeTruthy();

    type('site_name', '');
    type('global_font_color', 'red');
    type('global_file_font_size', '41');
    type('rh_url', 'admin.example.edu.cn');
    type('site_email', 'not-an-address');
    fireEvent.click(within(field('global_message_show')).getByRole('switch'));
    fireEvent.click(within(field('ai_service_hall')).getByRole('switch'));
    fireEvent.click(screen.getByTestId('admin-form-save'));

    expect(await screen.findByText('请检查标红的项')).toBeTruthy();
    expect(within(field('site_name')).getByText('此项必填')).toBeTruthy();
    expect(within(field('global_font_color')).getByText('格式不正确')).toBeTruthy();
    expect(within(field('global_file_font_size')).getByText('不能大于 40')).toBeTruthy();
    expect(within(field('rh_url')).getByText('格式不正确')).toBeTruthy();
    expect(within(field('site_email')).getByText('格式不正确')).toBeTruthy();
    expect(within(field('global_message')).getByText('开启全局消息时请填写消息内容')).toBeTruthy();
    expect(within(field('ai_service_hall_url')).getByText('开启AI服务大厅时请填写其PC端地址')).toBeTruthy();
    // Fields left alone (empty addresses among them) are not marked.
    expect(within(field('imghost')).queryByText(/./, { selector: '.ch-admin-field__error' })).toBeNull();
    expect(document.activeElement).toBe(input('site_name'));
    expect(saves()).toHaveLength(0);
  });

  it('previews the global message as typed and saves the whole record with its version', async () => {
    renderH5(<SiteSettingsSection />);
    await screen.findByRole('heading', { name: '编辑站点设置' });
    const preview = screen.getByTestId('settings-message-preview');
    expect(within(preview).getByText('全局消息未开启，用户看不到此横幅')).toBeTruthy();

    fireEvent.click(within(field('global_message_show')).getByRole('switch'));
    type('global_message', '今晚系统维护');
    type('global_font_color', '#1677ff');
    type('global_font_size', '20');
    const shown = within(preview).getByTestId('settings-preview-message');
    expect(shown.textContent).toBe('今晚系统维护');
    expect(shown.style.color).toBe('rgb(22, 119, 255)');
    expect(shown.style.fontSize).toBe('20px');
    expect(within(preview).queryByText('全局消息未开启，用户看不到此横幅')).toBeNull();

    fireEvent.click(within(field('page_version')).getByLabelText('版本一（布局一）'));
    server.ok(calls.saveSiteSettings, { version: 4 });
    server.ok(calls.getSiteSettings, { ...record, global_message_show: true, global_message: '今晚系统维护', version: 4 });
    fireEvent.click(screen.getByTestId('admin-form-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].form).toMatchObject({
      version: '3',
      global_message_show: 'true',
      global_message: '今晚系统维护',
      global_font_color: '#1677ff',
      global_font_size: '20',
      page_version: '1',
      rh_flag: '0',
      site_name: '示范大学网上办事大厅',
    });
    expect(saves()[0].form).not.toHaveProperty('updated_by');
    // The administrator's own pages ask for the site configuration again.
    await waitFor(() => expect(server.seen.some((r) => r.path === calls.getSiteConfig.path)).toBe(true));
  });

  it('keeps the draft when someone else saved in between, and offers their version', async () => {
    renderH5(<SiteSettingsSection />);
    await screen.findByRole('heading', { name: '编辑站点设置' });
    type('site_copyright', '© 2026 我的修改');
    server.answer(calls.saveSiteSettings.path, { status: 409, body: { e: 409, m: '该记录已被他人修改（教务管理员，2026-11-27 10:00:00），请重新载入后再保存，你的修改未丢失', d: null } });
    fireEvent.click(screen.getByTestId('admin-form-save'));
    const conflict = await screen.findByTestId('admin-conflict');
    expect(conflict.textContent).toContain('教务管理员');
    expect(input('site_copyright').value).toBe('© 2026 我的修改');

    server.ok(calls.getSiteSettings, { ...record, site_copyright: '© 2026 他人保存', version: 4 });
    fireEvent.click(screen.getByTestId('admin-conflict-reload'));
    await waitFor(() => expect(input('site_copyright').value).toBe('© 2026 他人保存'));
  });
});
