/**
 * What the server's own role may do when it is not the tables' owner (MIGRATION_DATABASE_URL set; README "Two
 * database roles"). It reads and writes every table of the portal, but the audit trail only grows: no UPDATE, DELETE
 * or TRUNCATE, and, owning nothing, it cannot disable the trail's trigger either. Granted by the owner after each
 * migration, so tables a migration adds are covered at the next start.
 */
import { sql } from 'kysely';
import type { Db } from './database';

export async function grantServerRole(owner: Db, role: string): Promise<void> {
  const who = sql.id(role);
  await sql`GRANT USAGE ON SCHEMA public TO ${who}`.execute(owner);
  await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${who}`.execute(owner);
  await sql`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${who}`.execute(owner);
  await sql`REVOKE ALL ON kysely_migration, kysely_migration_lock FROM ${who}`.execute(owner);
  await sql`REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM ${who}`.execute(owner);
}

/** The role a connection signs in as. */
export async function currentRole(db: Db): Promise<string> {
  const { rows } = await sql<{ role: string }>`SELECT current_user AS role`.execute(db);
  return rows[0].role;
}
