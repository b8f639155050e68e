import type { ColumnType, Generated } from 'kysely';

/** One account letting another act for it, for a span of campus dates and optionally only for some services. */
export interface GrantsTable {
  id: Generated<string>;
  grantor_uid: string;
  grantee_uid: string;
  /** Campus dates; queries read them as YYYY-MM-DD text (`::text`). */
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
  app_ids: Generated<number[]>;
  created_at: Generated<Date>;
  revoked_at: Date | null;
}
