/**
 * The back office's site settings: the whole configuration (the row 'site') as one flat form with the row's version,
 * saved only over the version the editor loaded, recorded in the audit trail with before and after, and dropped from
 * every process's cache once the save commits.
 */
import type { PayloadOf } from '../../../../../contract/call';
import type { SiteConfig } from '../../../../../contract/calls/site';
import { BLANKABLE, type siteSettingsCalls, type SiteSettingsForm, type SiteSettingsRecord } from '../../../../../contract/calls/site-settings';
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { savedOrConflict } from '../../../db/versioned';
import { campusDateTime } from '../../../domain/campus-time';
import { DomainError } from '../../../domain/errors';
import * as audit from '../../audit/audit.service';
import * as org from '../../org/org.service';
import { siteConfigMemo } from './site-config-cache';
import * as q from './site-settings.queries';

export const SITE_KEY = 'site';

type SavePayload = PayloadOf<typeof siteSettingsCalls.saveSiteSettings>;

const px = (size: string): number => {
  const n = Number.parseInt(size, 10);
  return Number.isFinite(n) ? Math.min(40, Math.max(10, n)) : 14;
};
const hex = (colour: string): string => (/^#[0-9a-f]{6}$/i.test(colour) ? colour : /^#[0-9a-f]{3}$/i.test(colour) ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : '#d4380d');

/** The stored configuration as the form edits it. */
export function formOf(config: SiteConfig): SiteSettingsForm {
  const s = config.system_setting;
  const m = s.global_message;
  return {
    site_name: config.site_name,
    site_name_en: config.site_name_en ?? '',
    site_desc: config.site_desc,
    logo_src: config.logo_src,
    favicon_logo: config.favicon_logo,
    imghost: config.imghost,
    site_address: config.site_address,
    site_mobile: config.site_mobile,
    site_postal: config.site_postal,
    site_email: config.site_email,
    site_copyright: config.site_copyright,
    site_archival: config.site_archival,
    home_banner_list: s.home_banner_list === 1,
    home_notice_modular: s.home_notice_modular === 1,
    is_home_background: s.is_home_background === 1,
    is_showWebTitle: s.is_showWebTitle === 1,
    serviceHall: s.serviceHall === 1,
    cloud_print: s.cloud_print === 1,
    ai_service_hall: s.ai_service_hall === 1,
    ai_service_hall_url: s.ai_service_hall_url.pc,
    outside_school_button_is_show: s.outside_school_button_is_show === 'yes',
    network_check_url: s.network_check_url ?? '',
    feedback_attachment: s.feedback_attachment === 1,
    global_message_show: m.isShow,
    global_message: m.message,
    global_file_message: m.fileMessage,
    global_font_size: px(m.fontSize),
    global_font_color: hex(m.fontColor),
    global_file_font_size: px(m.fileFontSize),
    global_file_font_color: hex(m.fileFontColor),
    search_type: s.search_type,
    rh_flag: config.rh_config.rh_flag === 1 ? 1 : 0,
    rh_main_system: config.rh_config.main_system,
    rh_url: config.rh_config.url,
    page_version: config.page_version,
    template: config.template,
  };
}

/** The configuration with the form's values; what the form does not edit (label overrides …) stays as it was. */
export function applyForm(config: SiteConfig, form: SiteSettingsForm): SiteConfig {
  const bit = (on: boolean) => (on ? 1 : 0);
  const trimmed = (value: string) => value.trim();
  const { version: _version, ...kept } = config;
  return {
    ...kept,
    site_name: trimmed(form.site_name),
    site_name_en: trimmed(form.site_name_en),
    site_desc: trimmed(form.site_desc),
    logo_src: trimmed(form.logo_src),
    favicon_logo: trimmed(form.favicon_logo),
    imghost: trimmed(form.imghost),
    site_address: trimmed(form.site_address),
    site_mobile: trimmed(form.site_mobile),
    site_postal: trimmed(form.site_postal),
    site_email: trimmed(form.site_email),
    site_copyright: trimmed(form.site_copyright),
    site_archival: trimmed(form.site_archival),
    page_version: form.page_version,
    template: form.template,
    system_setting: {
      ...config.system_setting,
      search_type: form.search_type,
      home_banner_list: bit(form.home_banner_list),
      home_notice_modular: bit(form.home_notice_modular),
      is_home_background: bit(form.is_home_background),
      is_showWebTitle: bit(form.is_showWebTitle),
      global_message: {
        isShow: form.global_message_show,
        message: trimmed(form.global_message),
        fileMessage: trimmed(form.global_file_message),
        fontSize: `${form.global_font_size}px`,
        fontColor: form.global_font_color.toLowerCase(),
        fileFontSize: `${form.global_file_font_size}px`,
        fileFontColor: form.global_file_font_color.toLowerCase(),
      },
      cloud_print: bit(form.cloud_print),
      serviceHall: bit(form.serviceHall),
      ai_service_hall: bit(form.ai_service_hall),
      ai_service_hall_url: { ...config.system_setting.ai_service_hall_url, pc: trimmed(form.ai_service_hall_url) },
      outside_school_button_is_show: form.outside_school_button_is_show ? 'yes' : 'no',
      network_check_url: trimmed(form.network_check_url),
      feedback_attachment: bit(form.feedback_attachment),
    },
    rh_config: { ...config.rh_config, rh_flag: form.rh_flag, main_system: trimmed(form.rh_main_system), url: trimmed(form.rh_url) },
  };
}

/** The save's fields with the texts it left out empty (the schema's defaults do it too; this says it to the compiler). */
function filledIn(given: Omit<SavePayload, 'version' | 'agent_uid' | 'starter_depart_id' | 'agent_name' | 'exam_depart_id'>): SiteSettingsForm {
  const filled: { [key: string]: unknown } = { ...given };
  for (const key of BLANKABLE) filled[key] ??= '';
  return filled as SiteSettingsForm;
}

/** What the schema cannot say: rules between fields. */
function checkTogether(form: SiteSettingsForm): void {
  if (form.global_message_show && !form.global_message.trim() && !form.global_file_message.trim()) throw new DomainError('site.globalMessageEmpty');
  if (form.ai_service_hall && !form.ai_service_hall_url.trim()) throw new DomainError('site.aiHallUrlMissing');
}

async function storedRow(db: DbOrTx, lock = false) {
  const row = await (lock ? q.lockedSettingRow : q.settingRow)(db, SITE_KEY);
  if (!row) throw new DomainError('site.notConfigured');
  return { ...row, config: row.value as SiteConfig };
}

export async function readSiteSettings(db: DbOrTx): Promise<SiteSettingsRecord> {
  const row = await storedRow(db);
  const names = row.updated_by ? await org.peopleNames(db, [row.updated_by]) : new Map<string, string>();
  return {
    ...formOf(row.config),
    version: row.version,
    updated_by: row.updated_by ? (names.get(row.updated_by) ?? row.updated_by) : '',
    updated_at: campusDateTime(row.updated_at),
  };
}

export async function saveSiteSettings(db: DbOrTx, actorUid: string, payload: SavePayload): Promise<{ version: number }> {
  const { version, agent_uid: _a, starter_depart_id: _s, agent_name: _n, exam_depart_id: _e, ...given } = payload;
  const form = filledIn(given);
  checkTogether(form);
  return inTransaction(db, async (tx) => {
    const row = await storedRow(tx, true);
    const after = applyForm(row.config, form);
    const saved = await savedOrConflict(await q.saveSettingAt(tx, SITE_KEY, JSON.stringify(after), version, actorUid), async () => {
      const last = await q.lastSave(tx, SITE_KEY);
      if (!last) return undefined;
      const names = last.updated_by ? await org.peopleNames(tx, [last.updated_by]) : new Map<string, string>();
      return { by: (last.updated_by && names.get(last.updated_by)) || last.updated_by || '—', at: last.updated_at };
    });
    await audit.recordChange(tx, {
      actorUid,
      area: 'site',
      entity: 'site_settings',
      entityId: SITE_KEY,
      action: 'update',
      summary: after.site_name,
      before: formOf(row.config),
      after: formOf(after),
    });
    siteConfigMemo.changed(tx);
    return { version: saved.version };
  });
}
