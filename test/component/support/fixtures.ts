/**
 * Complete, typed examples of what the API sends, for tests to vary one field at a time. envelope-server's `ok`
 * checks every answer against the contract's result schema, so these cannot drift from what the server sends.
 */
import type { AppCard, UserInfo } from '@contract/schemas';
import type { SiteConfig } from '@contract/calls/site';

export function appCard(over: Partial<AppCard> = {}): AppCard {
  return {
    id: 1, name: '学生请假申请', logo_url: '/static/logo.svg', type: 1, is_folder: 0, folder_desc: '', departName: '', star: 4.5,
    star_enable: 'yes', show_times: 'no', views: 1234567, times: 0, during_upper: '', details_page: 1, mobile_limit: 0, jump_type: 1,
    terminal: 0, url: '', url_pc: '', url_mobile: '', qrcode: '', json_small_data: '', thirdparty_id: '', thirdparty_name: '',
    thirdparty_form_url_pc: '', thirdparty_form_url_mobile: '',
    source_type: 0, apps: [], ...over,
  };
}

export function siteConfig(over: Partial<SiteConfig> = {}): SiteConfig {
  return {
    site_name: '示范大学网上办事大厅', site_desc: '', logo_src: '', site_address: '示范市大学路 1 号', site_mobile: '', site_postal: '',
    site_email: '', site_copyright: '© 2026 示范大学', site_archival: '', favicon_logo: '', imghost: '', page_version: 2, template: 'inst',
    system_setting: {
      search_type: 1, home_banner_list: 1, home_notice_modular: 1, is_home_background: 0, is_showWebTitle: 1, cloud_print: 0, serviceHall: 1,
      ai_service_hall: 0, ai_service_hall_url: { pc: '' }, outside_school_button_is_show: 'yes',
      global_message: { isShow: false, message: '', fileMessage: '', fontSize: '', fontColor: '', fileFontSize: '', fileFontColor: '' },
    },
    rh_config: { rh_flag: 0, main_system: '', url: '' },
    ...over,
  };
}

export function userInfo(over: Partial<UserInfo> = {}): UserInfo {
  return {
    uid: 'g1', name: '林晓雨', number: 'guest', college: '', sex: '', avatar: '', administrative_level: '', identity: '', identity_type: 'other',
    identity_name: '校外人员', mobile: '138****0000', email: '', isCurrent: 1, dataTheme: '', source_type: 1, ...over,
  };
}
