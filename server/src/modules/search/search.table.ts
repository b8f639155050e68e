import type { Generated } from 'kysely';

export interface HotKeywordsTable {
  id: Generated<number>;
  keyword: string;
  search_type: Generated<number>;
  sort: Generated<number>;
  /** Optimistic locking (server/src/db/versioned.ts): raised by every save; who saved this version, and when. */
  version: Generated<number>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

/** One row per person (or address) per day per clicked search entry: hot keywords count clickers, not clicks. */
export interface SearchClicksTable {
  day: Generated<string>;
  audience: 'student' | 'teacher' | 'visitor';
  name: string;
  clicker: string;
}
