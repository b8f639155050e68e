import type { ColumnType, Generated } from 'kysely';

export interface NoticeCategoriesTable {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  sort: Generated<number>;
  /** Optimistic locking (server/src/db/versioned.ts): raised by every save; who saved this version, and when. */
  version: Generated<number>;
  updated_by: string | null;
  updated_at: Generated<Date>;
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
  /** The departments an office notice is for; null for all staff. */
  audience: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  /** Characters and character pairs of the titles, computed by the database for keyword search. */
  search_grams: ColumnType<string[], never, never>;
  /** Optimistic locking (server/src/db/versioned.ts): raised by every save; who saved this version, and when. */
  version: Generated<number>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface NoticeReadsTable {
  uid: string;
  notice_id: number;
  read_at: Generated<Date>;
}
