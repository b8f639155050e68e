import type { Generated } from 'kysely';

/** Visit beacon hits per campus day, terminal and visitor (a user id, or '' for everyone not signed in). */
export interface VisitDaysTable {
  day: Generated<string>;
  agent: 'pc' | 'mobile';
  visitor: string;
  hits: Generated<number>;
}
