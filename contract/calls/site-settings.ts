/**
 * The back office's site settings (spec §3 Site config): the whole configuration as one record with a version, read
 * and saved as one flat form (form-encoded bodies carry no nesting), so two administrators saving at once cannot
 * overwrite each other (optimistic locking on the record as a whole).
 */
import { Type, type Static, type TOptional, type TSchema } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Int, OneOf, Payload } from '../schemas';

/** The spec's URL check (§5): http(s)://, 3 to 255 characters; empty means none. */
export const OPTIONAL_URL = '^$|^[hH][tT][tT][pP][sS]?://\\S+$';
/** A picture: a path on this site or a web address; empty means none. */
export const PICTURE = '^$|^/\\S*$|^[hH][tT][tT][pP][sS]?://\\S+$';
export const COLOUR = '^#[0-9a-fA-F]{6}$';
export const FONT_SIZE = { minimum: 10, maximum: 40 } as const;

const text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });
const url = (description: string) => Type.String({ maxLength: 255, pattern: OPTIONAL_URL, description });
const picture = (description: string) => Type.String({ maxLength: 255, pattern: PICTURE, description });
const colour = (description: string) => Type.String({ pattern: COLOUR, description: `${description} (#rrggbb)` });
const fontSize = (description: string) => Type.Integer({ ...FONT_SIZE, description: `${description} in px` });
const flag = (description: string) => Type.Boolean({ description });

/** Every setting an administrator edits, by the name of its form field (the stored record nests some of them). */
export const SiteSettingsFields = {
  // Basic information.
  site_name: Type.String({ minLength: 1, maxLength: 60, description: 'the site name, in the header and the title' }),
  site_name_en: text(120, 'the site name for English readers; empty: site_name'),
  site_desc: text(200),
  logo_src: picture('the logo'),
  favicon_logo: picture('the browser tab icon'),
  imghost: url('where pictures with relative addresses are served from'),
  site_address: text(120),
  site_mobile: Type.String({ maxLength: 30, pattern: '^[0-9+() -]*$', description: 'the service telephone' }),
  site_postal: Type.String({ maxLength: 10, pattern: '^[0-9A-Za-z -]*$' }),
  site_email: Type.String({ maxLength: 100, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
  site_copyright: text(200),
  site_archival: text(100, 'the ICP record number'),
  // Home page.
  home_banner_list: flag('the banner carousel on the home page'),
  home_notice_modular: flag('the notices module on the home page'),
  is_home_background: flag('the campus background behind the header'),
  is_showWebTitle: flag('the site name beside the logo'),
  serviceHall: flag('the service hall entries'),
  cloud_print: flag('the printer variant'),
  ai_service_hall: flag('the AI service hall button'),
  ai_service_hall_url: url('the AI service hall address on PCs'),
  outside_school_button_is_show: flag('the login button offers on- and off-campus sign-in'),
  network_check_url: url('the campus network-check page'),
  feedback_attachment: flag('the feedback dialog offers attachments'),
  // Global message.
  global_message_show: flag('the global banner message is shown'),
  global_message: text(200, 'the banner text'),
  global_file_message: text(200, 'the banner’s second line'),
  global_font_size: fontSize('the banner text size'),
  global_font_color: colour('the banner text colour'),
  global_file_font_size: fontSize('the second line’s size'),
  global_file_font_color: colour('the second line’s colour'),
  // Search.
  search_type: Int({ minimum: 0, maximum: 9, description: 'whose hot keywords the search box offers' }),
  // Integration (rh_config).
  rh_flag: OneOf([0, 1] as const, '1: the portal runs inside a main system'),
  rh_main_system: Type.String({ maxLength: 20, pattern: '^[0-9A-Za-z._-]*$', description: 'the main system’s version, e.g. 5.0' }),
  rh_url: url('the main system’s back-office address'),
  // Pages.
  page_version: OneOf([1, 2] as const, 'the layout: 1 layout one, 2 layout two'),
  template: OneOf(['inst', 'task'] as const, 'the edition shown to users who have not chosen one'),
};

/** The texts that may be left empty: a save may leave them out, which empties them (a form drops blank fields). */
export const BLANKABLE = [
  'site_name_en', 'site_desc', 'logo_src', 'favicon_logo', 'imghost', 'site_address', 'site_mobile', 'site_postal', 'site_email',
  'site_copyright', 'site_archival', 'ai_service_hall_url', 'network_check_url', 'global_message', 'global_file_message', 'rh_main_system',
  'rh_url',
] as const satisfies readonly (keyof typeof SiteSettingsFields)[];
type Blankable = (typeof BLANKABLE)[number];

function blankableLeftOut<P extends Record<string, TSchema>>(props: P) {
  return Object.fromEntries(
    Object.entries(props).map(([key, schema]) => [key, (BLANKABLE as readonly string[]).includes(key) ? Type.Optional({ ...schema, default: '' }) : schema]),
  ) as { [K in keyof P]: K extends Blankable ? TOptional<P[K]> : P[K] };
}

export const SiteSettingsForm = Type.Object(SiteSettingsFields);
export type SiteSettingsForm = Static<typeof SiteSettingsForm>;

export const SiteSettingsRecord = Type.Object({
  ...SiteSettingsFields,
  version: Type.Integer({ description: 'the record’s version, sent back with a save' }),
  updated_by: Type.String({ description: 'who saved it last (name; empty before any save from the back office)' }),
  updated_at: Type.String({ description: 'when (campus time)' }),
});
export type SiteSettingsRecord = Static<typeof SiteSettingsRecord>;

export const siteSettingsCalls = defineCalls('site', {
  getSiteSettings: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:settings',
    summary: 'The site settings as one record with its version.',
    payload: Payload({}),
    result: SiteSettingsRecord,
  },
  saveSiteSettings: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:settings',
    summary: 'Saves the whole settings record; a stale version is refused (409) naming who saved in between.',
    payload: Payload({ ...blankableLeftOut(SiteSettingsFields), version: Int({ minimum: 1 }) }),
    result: Type.Object({ version: Type.Integer() }),
  },
});
