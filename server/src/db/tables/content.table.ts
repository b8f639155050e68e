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
  sort: Generated<number>;
}

export interface NoticesTable {
  id: Generated<number>;
  category_id: number;
  department_id: number | null;
  title: string;
  content: Generated<string>;
  send_time: Generated<Date>;
  published: Generated<boolean>;
}

export interface SiteSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}
