import type { ColumnType, Generated } from 'kysely';

export interface BannersTable {
  id: Generated<number>;
  title: Generated<string>;
  logo_url: string;
  linkurl: Generated<string>;
  is_show: Generated<boolean>;
  sort: Generated<number>;
  /** Optimistic locking (server/src/db/versioned.ts): raised by every save; who saved this version, and when. */
  version: Generated<number>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface LinksTable {
  id: Generated<number>;
  name: string;
  url: string;
  type: number;
  new_tab: Generated<boolean>;
  sort: Generated<number>;
  /** Optimistic locking (server/src/db/versioned.ts): raised by every save; who saved this version, and when. */
  version: Generated<number>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface SiteSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
  /** Raised by every save: an editor's save names the version it was made on (optimistic locking). */
  version: Generated<number>;
  /** Who saved it last from the back office; null for a seeded or migrated value. */
  updated_by: string | null;
}
