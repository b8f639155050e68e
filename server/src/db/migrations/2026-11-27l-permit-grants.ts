/**
 * Permits held by a person or by a post, with an optional data scope (spec §6; README "Roles and permits"). A grant
 * names its holder (`holder_kind` 'user': an account's uid; 'post': a post code of `user_posts`, so every holder of the
 * post holds it) and the department whose data it reaches (`department_id`; null is the whole campus). Whether a key is
 * a web permit follows from the key (contract/rules/admin-rights.ts), so `user_permits.web` goes. The same permit
 * given twice to one holder for one scope is refused by a unique index, not by a check before the insert. Grants are
 * versioned for the back office's optimistic locking (server/src/db/versioned.ts). The rows of `user_permits` become
 * direct grants; the table is dropped. Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE permit_grants (
      id             serial PRIMARY KEY,
      permit         text NOT NULL CHECK (permit ~ '^[A-Za-z][A-Za-z0-9:._-]{0,59}$'),
      holder_kind    text NOT NULL CHECK (holder_kind IN ('user', 'post')),
      holder         text NOT NULL CHECK (length(holder) BETWEEN 1 AND 64),
      department_id  integer REFERENCES departments(id) ON DELETE CASCADE,
      granted_by     text,
      granted_at     timestamptz NOT NULL DEFAULT now(),
      version        integer NOT NULL DEFAULT 1,
      updated_by     text,
      updated_at     timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX permit_grants_once ON permit_grants (permit, holder_kind, holder, coalesce(department_id, 0));
    CREATE INDEX permit_grants_holder ON permit_grants (holder_kind, holder);

    INSERT INTO permit_grants (permit, holder_kind, holder)
      SELECT DISTINCT permit, 'user', uid FROM user_permits ORDER BY 1, 3;
    DROP TABLE user_permits;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE user_permits (
      uid     text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      permit  text NOT NULL,
      web     boolean NOT NULL DEFAULT false,
      PRIMARY KEY (uid, permit, web)
    );
    INSERT INTO user_permits (uid, permit, web)
      SELECT DISTINCT g.holder, g.permit, g.permit IN ('ServiceSituation.webAll', 'DepartService.webAll')
      FROM permit_grants g JOIN users u ON u.uid = g.holder WHERE g.holder_kind = 'user';
    DROP TABLE permit_grants;
  `.execute(db);
}
