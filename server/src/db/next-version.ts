/** The next version number of a service's versioned definition, taken inside the insert that stores it. */
import { sql } from 'kysely';

export function nextVersion(table: 'form_versions' | 'process_versions', appId: number) {
  // Two publishers racing compute the same number and meet the table's (app_id, version) key.
  return sql<number>`(SELECT coalesce(max(version), 0) + 1 FROM ${sql.table(table)} WHERE app_id = ${appId})`;
}
