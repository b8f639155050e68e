/**
 * Themed services and the open API for third-party services.
 *
 * `app_themes` are collections across categories (新生入学, 毕业离校 …) that the service hall filters by;
 * `app_theme_apps` lists a theme's services in its own order.
 *
 * `open_clients` are the third-party systems registered to learn who a user is (a service's `thirdparty_id` names
 * its client); only a hash of each secret is kept. `open_user_codes` are the one-time codes getUserCode issues: a
 * hash of the code, bound to the user and the client, redeemed at most once before it expires. Frozen in time:
 * later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE app_themes (
      id              serial PRIMARY KEY,
      name            text NOT NULL,
      name_en         text NOT NULL DEFAULT '',
      description     text NOT NULL DEFAULT '',
      description_en  text NOT NULL DEFAULT '',
      sort            integer NOT NULL DEFAULT 0,
      enabled         boolean NOT NULL DEFAULT true
    );

    CREATE TABLE app_theme_apps (
      theme_id  integer NOT NULL REFERENCES app_themes(id) ON DELETE CASCADE,
      app_id    integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      sort      integer NOT NULL DEFAULT 0,
      PRIMARY KEY (theme_id, app_id)
    );
    CREATE INDEX app_theme_apps_app ON app_theme_apps (app_id);

    CREATE TABLE open_clients (
      appid        text PRIMARY KEY CHECK (appid ~ '^[A-Za-z0-9_.-]{1,64}$'),
      name         text NOT NULL,
      secret_hash  text NOT NULL,
      created_at   timestamptz NOT NULL DEFAULT now(),
      disabled_at  timestamptz
    );

    CREATE TABLE open_user_codes (
      code_hash    text PRIMARY KEY,
      uid          text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      appid        text NOT NULL REFERENCES open_clients(appid) ON DELETE CASCADE,
      app_id       integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      issued_at    timestamptz NOT NULL DEFAULT now(),
      expires_at   timestamptz NOT NULL,
      redeemed_at  timestamptz
    );
    CREATE INDEX open_user_codes_expiry ON open_user_codes (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS open_user_codes;
    DROP TABLE IF EXISTS open_clients;
    DROP TABLE IF EXISTS app_theme_apps;
    DROP TABLE IF EXISTS app_themes;
  `.execute(db);
}
