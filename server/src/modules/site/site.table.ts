import type { ColumnType, Generated } from 'kysely';

export interface BannersTable {
  id: Generated<number>;
  title: Generated<string>;
  logo_url: string;
  linkurl: Generated<string>;
  is_show: Generated<boolean>;
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

export interface SiteSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}
