/**
 * Initial schema: organisation and people, sessions, services and their use, home content, site settings,
 * messages, and the minimal process instance/task pair that the approval engine extends.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);

  await sql`
    CREATE TABLE departments (
      id          serial PRIMARY KEY,
      code        text NOT NULL UNIQUE,
      name        text NOT NULL,
      parent_id   integer REFERENCES departments(id),
      kind        text NOT NULL CHECK (kind IN ('college', 'office', 'unit')),
      sort        integer NOT NULL DEFAULT 0
    );

    CREATE TABLE users (
      uid                  text PRIMARY KEY,
      number               text NOT NULL UNIQUE,
      name                 text NOT NULL,
      sex                  text NOT NULL DEFAULT '' CHECK (sex IN ('', 'male', 'female')),
      identity_type        text NOT NULL CHECK (identity_type IN ('staff', 'student', 'other')),
      identity_id          text NOT NULL DEFAULT '',
      identity_name        text NOT NULL DEFAULT '',
      department_id        integer REFERENCES departments(id),
      administrative_level text NOT NULL DEFAULT '',
      mobile               text UNIQUE,
      email                text UNIQUE,
      avatar               text NOT NULL DEFAULT '',
      source_type          smallint NOT NULL DEFAULT 0 CHECK (source_type BETWEEN 0 AND 3),
      password_hash        text,
      issuper              smallint NOT NULL DEFAULT 0 CHECK (issuper IN (0, 1)),
      status               smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
      created_at           timestamptz NOT NULL DEFAULT now(),
      updated_at           timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX users_department_idx ON users (department_id);

    CREATE TABLE user_permits (
      uid     text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      permit  text NOT NULL,
      web     boolean NOT NULL DEFAULT false,
      PRIMARY KEY (uid, permit, web)
    );

    CREATE TABLE sessions (
      token_hash    text PRIMARY KEY,
      uid           text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      created_at    timestamptz NOT NULL DEFAULT now(),
      expires_at    timestamptz NOT NULL,
      user_agent    text NOT NULL DEFAULT '',
      ip            text NOT NULL DEFAULT ''
    );
    CREATE INDEX sessions_uid_idx ON sessions (uid);
    CREATE INDEX sessions_expires_idx ON sessions (expires_at);

    CREATE TABLE app_categories (
      id    serial PRIMARY KEY,
      name  text NOT NULL UNIQUE,
      sort  integer NOT NULL DEFAULT 0
    );

    CREATE TABLE apps (
      id               serial PRIMARY KEY,
      name             text NOT NULL,
      logo_url         text NOT NULL DEFAULT '',
      type             smallint NOT NULL CHECK (type IN (1, 2, 3, 4, 7, 8)),
      is_folder        boolean NOT NULL DEFAULT false,
      folder_id        integer REFERENCES apps(id),
      folder_desc      text NOT NULL DEFAULT '',
      category_id      integer REFERENCES app_categories(id),
      department_id    integer REFERENCES departments(id),
      audiences        text[] NOT NULL DEFAULT '{student,staff,other}',
      star             numeric(2, 1) NOT NULL DEFAULT 0 CHECK (star BETWEEN 0 AND 5),
      star_enable      boolean NOT NULL DEFAULT false,
      show_times       boolean NOT NULL DEFAULT false,
      views            integer NOT NULL DEFAULT 0 CHECK (views >= 0),
      times            integer NOT NULL DEFAULT 0 CHECK (times >= 0),
      during_upper     timestamptz,
      details_page     boolean NOT NULL DEFAULT false,
      mobile_limit     smallint NOT NULL DEFAULT 0 CHECK (mobile_limit IN (0, 1, 2)),
      jump_type        smallint NOT NULL DEFAULT 1 CHECK (jump_type IN (1, 2)),
      terminal         smallint NOT NULL DEFAULT 0 CHECK (terminal IN (0, 1)),
      url              text NOT NULL DEFAULT '',
      url_pc           text NOT NULL DEFAULT '',
      url_mobile       text NOT NULL DEFAULT '',
      qrcode           text NOT NULL DEFAULT '',
      json_small_data  text NOT NULL DEFAULT '',
      thirdparty_id    text NOT NULL DEFAULT '',
      thirdparty_name  text NOT NULL DEFAULT '',
      source_type      smallint NOT NULL DEFAULT 0,
      is_hot           boolean NOT NULL DEFAULT false,
      sort             integer NOT NULL DEFAULT 0,
      enabled          boolean NOT NULL DEFAULT true,
      created_at       timestamptz NOT NULL DEFAULT now(),
      CHECK (NOT (is_folder AND folder_id IS NOT NULL))
    );
    CREATE INDEX apps_folder_idx ON apps (folder_id);
    CREATE INDEX apps_hot_idx ON apps (is_hot DESC, times DESC, views DESC) WHERE enabled AND folder_id IS NULL;
    CREATE INDEX apps_name_trgm_idx ON apps USING gin (name gin_trgm_ops);

    CREATE TABLE user_app_usage (
      uid           text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      app_id        integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      use_count     integer NOT NULL DEFAULT 1,
      last_used_at  timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (uid, app_id)
    );
    CREATE INDEX user_app_usage_recent_idx ON user_app_usage (uid, last_used_at DESC);

    CREATE TABLE user_favourite_apps (
      uid         text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      app_id      integer NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
      created_at  timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (uid, app_id)
    );

    CREATE TABLE banners (
      id        serial PRIMARY KEY,
      title     text NOT NULL DEFAULT '',
      logo_url  text NOT NULL,
      linkurl   text NOT NULL DEFAULT '',
      is_show   boolean NOT NULL DEFAULT true,
      sort      integer NOT NULL DEFAULT 0
    );

    CREATE TABLE hot_keywords (
      id           serial PRIMARY KEY,
      keyword      text NOT NULL,
      search_type  smallint NOT NULL DEFAULT 0,
      sort         integer NOT NULL DEFAULT 0,
      UNIQUE (search_type, keyword)
    );

    CREATE TABLE links (
      id       serial PRIMARY KEY,
      name     text NOT NULL,
      url      text NOT NULL,
      type     smallint NOT NULL CHECK (type IN (1, 2)),
      new_tab  boolean NOT NULL DEFAULT true,
      sort     integer NOT NULL DEFAULT 0
    );

    CREATE TABLE notice_categories (
      id    serial PRIMARY KEY,
      name  text NOT NULL UNIQUE,
      sort  integer NOT NULL DEFAULT 0
    );

    CREATE TABLE notices (
      id             serial PRIMARY KEY,
      category_id    integer NOT NULL REFERENCES notice_categories(id),
      department_id  integer REFERENCES departments(id),
      title          text NOT NULL,
      content        text NOT NULL DEFAULT '',
      send_time      timestamptz NOT NULL DEFAULT now(),
      published      boolean NOT NULL DEFAULT true
    );
    CREATE INDEX notices_category_time_idx ON notices (category_id, send_time DESC);

    CREATE TABLE site_settings (
      key         text PRIMARY KEY,
      value       jsonb NOT NULL,
      updated_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE messages (
      id             bigserial PRIMARY KEY,
      recipient_uid  text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      type           smallint NOT NULL CHECK (type BETWEEN 1 AND 4),
      title          text NOT NULL,
      content        text NOT NULL DEFAULT '',
      link           text NOT NULL DEFAULT '',
      read_at        timestamptz,
      created_at     timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX messages_unread_idx ON messages (recipient_uid) WHERE read_at IS NULL;

    CREATE TABLE process_instances (
      id           bigserial PRIMARY KEY,
      app_id       integer NOT NULL REFERENCES apps(id),
      creator_uid  text NOT NULL REFERENCES users(uid),
      status       smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 4)),
      created_at   timestamptz NOT NULL DEFAULT now(),
      finished_at  timestamptz
    );
    CREATE INDEX process_instances_creator_idx ON process_instances (creator_uid, created_at DESC);

    CREATE TABLE process_tasks (
      id            bigserial PRIMARY KEY,
      instance_id   bigint NOT NULL REFERENCES process_instances(id) ON DELETE CASCADE,
      assignee_uid  text NOT NULL REFERENCES users(uid),
      node_id       text NOT NULL,
      node_name     text NOT NULL,
      status        smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4, 5)),
      created_at    timestamptz NOT NULL DEFAULT now(),
      finished_at   timestamptz
    );
    CREATE INDEX process_tasks_assignee_open_idx ON process_tasks (assignee_uid) WHERE status IN (0, 1);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS process_tasks, process_instances, messages, site_settings, notices, notice_categories,
      links, hot_keywords, banners, user_favourite_apps, user_app_usage, apps, app_categories, sessions,
      user_permits, users, departments CASCADE
  `.execute(db);
}
