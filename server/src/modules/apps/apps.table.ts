import type { ColumnType, Generated, Selectable } from 'kysely';

export interface AppCategoriesTable {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  sort: Generated<number>;
  /** Optimistic locking (server/src/db/versioned.ts): raised by every save; who saved last and when. */
  version: Generated<number>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface AppsTable {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  logo_url: Generated<string>;
  type: number;
  is_folder: Generated<boolean>;
  folder_id: number | null;
  folder_desc: Generated<string>;
  folder_desc_en: Generated<string>;
  /** The service guide, plain text. */
  description: Generated<string>;
  description_en: Generated<string>;
  /** Promised handling time in working days. */
  handling_days: number | null;
  thirdparty_form_url_pc: Generated<string>;
  thirdparty_form_url_mobile: Generated<string>;
  category_id: number | null;
  department_id: number | null;
  audiences: Generated<Array<'student' | 'teacher' | 'visitor'>>;
  /** numeric comes back from the driver as a string */
  star: ColumnType<string, number | undefined, number>;
  star_enable: Generated<boolean>;
  show_times: Generated<boolean>;
  views: Generated<number>;
  times: Generated<number>;
  during_upper: Date | null;
  details_page: Generated<boolean>;
  mobile_limit: Generated<number>;
  jump_type: Generated<number>;
  terminal: Generated<number>;
  url: Generated<string>;
  url_pc: Generated<string>;
  url_mobile: Generated<string>;
  qrcode: Generated<string>;
  json_small_data: Generated<string>;
  thirdparty_id: Generated<string>;
  thirdparty_name: Generated<string>;
  source_type: Generated<number>;
  is_hot: Generated<boolean>;
  sort: Generated<number>;
  /** Published: only a published service is in the hall, search, home and detail. */
  enabled: Generated<boolean>;
  /** Offered in the hall, home and search; false for a service another area starts (the document review service). */
  listed: Generated<boolean>;
  created_at: Generated<Date>;
  /** Optimistic locking (server/src/db/versioned.ts): raised by every save; who saved last and when. */
  version: Generated<number>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}
export type AppRow = Selectable<AppsTable>;

export interface UserAppUsageTable {
  uid: string;
  app_id: number;
  use_count: Generated<number>;
  last_used_at: Generated<Date>;
}

export interface UserFavouriteAppsTable {
  uid: string;
  app_id: number;
  created_at: Generated<Date>;
}

export interface AppMaterialsTable {
  id: Generated<number>;
  app_id: number;
  name: string;
  name_en: Generated<string>;
  note: Generated<string>;
  note_en: Generated<string>;
  required: Generated<boolean>;
  sort: Generated<number>;
}

/** A themed collection of services across categories, as the hall offers it. */
export interface AppThemesTable {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  description: Generated<string>;
  description_en: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  /** Optimistic locking (server/src/db/versioned.ts): raised by every save; who saved last and when. */
  version: Generated<number>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface AppThemeAppsTable {
  theme_id: number;
  app_id: number;
  sort: Generated<number>;
}
