import type { ColumnType, Generated } from 'kysely';

export interface BannersTable {
  id: Generated<number>;
  title: Generated<string>;
  logo_url: string;
  linkurl: Generated<string>;
  is_show: Generated<boolean>;
  sort: Generated<number>;
}

export interface HotKeywordsTable {
  id: Generated<number>;
  keyword: string;
  search_type: Generated<number>;
  sort: Generated<number>;
}

export interface LinksTable {
  id: Generated<number>;
  name: string;
  url: string;
  type: number;
  new_tab: Generated<boolean>;
  sort: Generated<number>;
}

export interface NoticeCategoriesTable {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  sort: Generated<number>;
}

export interface NoticesTable {
  id: Generated<number>;
  /** 'notice' for everyone, 'office' for staff only (办公公告); only notices have a category. */
  kind: Generated<'notice' | 'office'>;
  category_id: number | null;
  department_id: number | null;
  title: string;
  title_en: Generated<string>;
  /** HTML, sanitised when written (notices.service.ts). */
  content: Generated<string>;
  content_en: Generated<string>;
  send_time: Generated<Date>;
  published: Generated<boolean>;
  /** Characters and character pairs of the titles, computed by the database for keyword search. */
  search_grams: ColumnType<string[], never, never>;
}

export interface NoticeReadsTable {
  uid: string;
  notice_id: number;
  read_at: Generated<Date>;
}

/** One row per person (or address) per day per clicked search entry: hot keywords count clickers, not clicks. */
export interface SearchClicksTable {
  day: Generated<string>;
  audience: 'student' | 'teacher' | 'visitor';
  name: string;
  clicker: string;
}

export interface SiteSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}
