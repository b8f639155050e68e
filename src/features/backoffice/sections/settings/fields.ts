/**
 * The settings form's fields in their groups (basic information, home page, global message, search, integration,
 * pages), and the draft as the form holds it: the record's values, with the radio choices as strings.
 */
import type { SiteSettingsRecord } from '@contract/calls/site-settings';
import { FONT_SIZE } from '@contract/calls/site-settings';
import type { Draft, FieldDef } from '../../kit';

type T = (key: string) => string;
type Key = keyof SiteSettingsRecord;

export type SettingsDraft = Draft & Omit<SiteSettingsRecord, 'page_version' | 'rh_flag'> & { page_version: string; rh_flag: string };

export const GROUPS = ['basic', 'home', 'message', 'search', 'integration', 'pages'] as const;
export type Group = (typeof GROUPS)[number];

/** A group's heading, drawn as a row of the form. */
export const groupKey = (group: Group) => `group_${group}`;

export function draftOf(record: SiteSettingsRecord): SettingsDraft {
  return { ...record, page_version: String(record.page_version), rh_flag: String(record.rh_flag) };
}

/** The draft as the save call takes it. */
export function payloadOf(draft: SettingsDraft) {
  const { updated_by: _by, updated_at: _at, ...rest } = draft;
  return { ...rest, page_version: Number(draft.page_version) as 1 | 2, rh_flag: Number(draft.rh_flag) as 0 | 1 };
}

export function settingsFields(t: T, heading: (group: Group) => FieldDef): FieldDef[] {
  const label = (key: Key) => t(`fields.${key}`);
  const text = (key: Key, maxLength: number, extra: Partial<FieldDef> = {}): FieldDef => ({ key, label: label(key), kind: 'text', maxLength, ...extra }) as FieldDef;
  const url = (key: Key, help = t('help.url')): FieldDef => ({ key, label: label(key), kind: 'url', maxLength: 255, help, placeholder: 'https://' });
  // Pictures everyone loads (the logo on the sign-in page too) are addresses, not private uploads.
  // Uploaded for everyone to see (the public category, served without a session); the address is kept.
  const picture = (key: Key): FieldDef => ({ key, label: label(key), kind: 'image', category: 'public' });
  const toggle = (key: Key): FieldDef => ({ key, label: label(key), kind: 'switch' });
  const size = (key: Key): FieldDef => ({ key, label: label(key), kind: 'number', min: FONT_SIZE.minimum, max: FONT_SIZE.maximum, required: true, help: t('help.fontSize') });
  const colour = (key: Key): FieldDef => ({ key, label: label(key), kind: 'color', required: true });
  const choices = (key: Key, options: [string, string][]): FieldDef => ({ key, label: label(key), kind: 'radio', required: true, options: options.map(([value, text]) => ({ value, label: text })) });
  const byGroup: Record<Group, FieldDef[]> = {
    basic: [
      text('site_name', 60, { required: true }),
      text('site_name_en', 120, { help: t('help.site_name_en') }),
      { key: 'site_desc', label: label('site_desc'), kind: 'textarea', maxLength: 200 },
      picture('logo_src'),
      picture('favicon_logo'),
      url('imghost', t('help.imghost')),
      text('site_address', 120),
      text('site_mobile', 30),
      text('site_postal', 10),
      text('site_email', 100),
      text('site_copyright', 200),
      text('site_archival', 100, { help: t('help.site_archival') }),
    ],
    home: [
      toggle('home_banner_list'),
      toggle('home_notice_modular'),
      toggle('is_home_background'),
      toggle('is_showWebTitle'),
      toggle('serviceHall'),
      toggle('cloud_print'),
      toggle('ai_service_hall'),
      url('ai_service_hall_url'),
      toggle('outside_school_button_is_show'),
      url('network_check_url'),
      toggle('feedback_attachment'),
    ],
    message: [
      toggle('global_message_show'),
      text('global_message', 200, { help: t('help.global_message') }),
      text('global_file_message', 200),
      size('global_font_size'),
      colour('global_font_color'),
      size('global_file_font_size'),
      colour('global_file_font_color'),
    ],
    search: [{ key: 'search_type', label: label('search_type'), kind: 'number', min: 0, max: 9, required: true, help: t('help.search_type') }],
    integration: [
      choices('rh_flag', [
        ['0', t('choices.no')],
        ['1', t('choices.yes')],
      ]),
      text('rh_main_system', 20, { help: t('help.rh_main_system') }),
      url('rh_url'),
    ],
    pages: [
      choices('page_version', [
        ['1', t('choices.layoutOne')],
        ['2', t('choices.layoutTwo')],
      ]),
      { ...choices('template', [
        ['inst', t('choices.inst')],
        ['task', t('choices.task')],
      ]), help: t('help.template') } as FieldDef,
    ],
  };
  return GROUPS.flatMap((group) => [heading(group), ...byGroup[group]]);
}

/** What the schema cannot say: rules between fields (the server says the same). */
export function checkTogether(draft: SettingsDraft, t: T): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.global_message_show && !draft.global_message?.trim() && !draft.global_file_message?.trim()) problems.global_message = t('messageEmpty');
  if (draft.ai_service_hall && !draft.ai_service_hall_url?.trim()) problems.ai_service_hall_url = t('aiUrlMissing');
  return problems;
}
