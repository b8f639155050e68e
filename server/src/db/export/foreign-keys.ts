/**
 * Foreign keys set aside while rows are copied, and added back as they were once all are in. The schema's
 * references run both ways between tables (a department's head is a user, a user's department a department) and
 * within them (a department's parent, a service's folder), so no order of tables or of batches satisfies them as
 * rows arrive. Added back inside the same transaction, each checks every copied row at once, so they hold as
 * strictly. Dropping and adding needs only ownership of the tables, which the target's role has just taken by
 * creating them; session_replication_role or DISABLE TRIGGER ALL would need a superuser.
 */
import { sql } from 'kysely';
import type { Db } from '../database';

interface ForeignKey {
  table_name: string;
  name: string;
  definition: string;
}

/** Drops every foreign key of the current schema; the function returned adds them back, checking the rows. */
export async function setForeignKeysAside(db: Db): Promise<() => Promise<void>> {
  const { rows: keys } = await sql<ForeignKey>`
    SELECT c.relname AS table_name, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
      FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid
     WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace
     ORDER BY c.relname, k.conname`.execute(db);
  for (const key of keys) await sql`ALTER TABLE ${sql.id(key.table_name)} DROP CONSTRAINT ${sql.id(key.name)}`.execute(db);
  return async () => {
    // The definition is the catalogue's own text of the constraint (columns, referenced table, ON DELETE, deferrability).
    for (const key of keys) await sql`ALTER TABLE ${sql.id(key.table_name)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(db);
  };
}
