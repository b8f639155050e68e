/** Site configuration, banners and header/footer links (spec §3 Site config, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Int, Link, OneOf, Payload } from '../schemas';

export const GlobalMessage = Type.Object({
  isShow: Type.Boolean(),
  message: Type.String(),
  fileMessage: Type.String(),
  fontSize: Type.String(),
  fontColor: Type.String(),
  fileFontSize: Type.String(),
  fileFontColor: Type.String(),
});

export const SystemSetting = Type.Object({
  search_type: Type.Integer(),
  home_banner_list: Type.Integer({ description: '1 shows the banner carousel on the home page' }),
  home_notice_modular: Type.Integer(),
  is_home_background: Type.Integer(),
  is_showWebTitle: Type.Integer(),
  global_message: GlobalMessage,
  cloud_print: Type.Integer(),
  serviceHall: Type.Integer(),
  ai_service_hall: Type.Integer(),
  ai_service_hall_url: Type.Object({ pc: Type.String() }),
  outside_school_button_is_show: OneOf(['yes', 'no'] as const),
  /** The campus network-check page: the sidebar links to it and authority-flagged menu items open through it (spec §2). */
  network_check_url: Type.Optional(Type.String()),
  /** 1: the feedback dialog offers attachments (spec §5 "shown only when attachment support is on"). */
  feedback_attachment: Type.Optional(OneOf([0, 1] as const)),
  /** The home carousel's seconds between pictures and its desktop height in px (spec §9: 5 s, 240 px when unset). */
  banner_interval: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  banner_height: Type.Optional(Type.Integer({ minimum: 100, maximum: 600 })),
});

/** A school's own wording for an interface label (spec §1: some labels differ per school), by i18n key. */
export const LabelOverrides = Type.Record(
  Type.String({ pattern: '^[a-zA-Z]+(\\.[a-zA-Z]+)+$' }),
  Type.Object({ zh: Type.Optional(Type.String()), en: Type.Optional(Type.String()) }),
);
export type LabelOverrides = Static<typeof LabelOverrides>;

export const RhConfig = Type.Object({
  rh_flag: Type.Integer(),
  main_system: Type.String(),
  url: Type.String(),
});

export const SiteConfig = Type.Object({
  site_name: Type.String(),
  /** The site's name for English readers; without it they read site_name. */
  site_name_en: Type.Optional(Type.String()),
  site_desc: Type.String(),
  logo_src: Type.String(),
  site_address: Type.String(),
  site_mobile: Type.String(),
  site_postal: Type.String(),
  site_email: Type.String(),
  site_copyright: Type.String(),
  site_archival: Type.String(),
  favicon_logo: Type.String(),
  imghost: Type.String(),
  /** Page version 1 or 2 selects layout and some texts (spec §2). */
  page_version: OneOf([1, 2] as const),
  /** inst: public edition; task: task edition. */
  template: OneOf(['inst', 'task'] as const),
  system_setting: SystemSetting,
  rh_config: RhConfig,
  labels: Type.Optional(LabelOverrides),
  /** The settings record's version: the client keeps its cached copy only while the server's is the same. */
  version: Type.Optional(Type.Integer()),
});
export type SiteConfig = Static<typeof SiteConfig>;

export const Banner = Type.Object({
  id: Type.Integer(),
  /** What the picture says; the carousel's alternative text (empty: none given). */
  title: Type.String(),
  logo_url: Type.String(),
  linkurl: Type.String(),
  is_show: Type.Integer(),
  sort: Type.Integer(),
});
export type Banner = Static<typeof Banner>;

export const siteCalls = defineCalls('site', {
  getSiteConfig: {
    method: 'GET',
    path: '/api/home/site-options',
    access: 'public',
    summary: 'Site configuration (cached by the client for an hour).',
    payload: Payload({ v: Type.Optional(Type.String({ maxLength: 20, description: 'timestamp, cache buster' })) }),
    result: SiteConfig,
  },
  getRhConfig: {
    method: 'GET',
    path: '/api/home/config',
    access: 'public',
    summary: 'Remote configs by type (rh_config, user_sys_config).',
    payload: Payload({
      type: Type.Optional(
        Type.Union([
          OneOf(['rh_config', 'user_sys_config'] as const),
          Type.Array(OneOf(['rh_config', 'user_sys_config'] as const), { maxItems: 2 }),
        ]),
      ),
    }),
    result: Type.Object({
      rh_config: Type.Optional(RhConfig),
      user_sys_config: Type.Optional(
        Type.Object({
          login_type: Type.String(),
          identity: Type.String(),
          version: Type.String(),
          env: Type.String(),
          personal_path: Type.String(),
        }),
      ),
    }),
  },
  cHomeGetBanners: {
    method: 'GET',
    access: 'public',
    summary: 'Home banners shown, in display order.',
    payload: Payload({}),
    result: Type.Array(Banner),
  },
  cHomeGetLinks: {
    method: 'GET',
    access: 'public',
    summary: 'Header (type 1) or footer (type 2) links.',
    payload: Payload({ type: Int({ minimum: 1, maximum: 2 }) }),
    result: Type.Array(Link),
  },
  systemSiteOptions: {
    method: 'GET',
    path: '/system/home/site-options',
    access: 'admin',
    permit: 'admin:settings',
    summary: 'Site configuration as the back office edits it.',
    payload: Payload({}),
    result: SiteConfig,
  },
});
