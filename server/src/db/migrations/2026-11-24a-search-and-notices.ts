/**
 * Search and notices: office notices (办公公告) beside notices, English texts, read state, the search click log,
 * and the visit counts per day.
 *
 * Keyword search finds 1- and 2-character Chinese keywords, which a pg_trgm index never serves (a keyword gives it
 * no trigram). So each notice keeps the set of its title's characters and character pairs (`search_grams`, a
 * generated column, so every writer fills it) under a GIN index: a keyword of two or more characters looks up its
 * pairs, one character looks up itself, and `LIKE` on the lowered title confirms the hit. Names starting with the
 * keyword come from a `text_pattern_ops` index on the lowered titles, whatever the database's collation.
 * Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
        SELECT substr(lower(t), i, 1) AS g FROM generate_series(1, length(t)) AS i
        UNION ALL
        SELECT substr(lower(t), i, 2) FROM generate_series(1, length(t) - 1) AS i
      ) AS grams
    $$;
    CREATE FUNCTION keyword_grams(k text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT CASE WHEN length(k) = 1 THEN ARRAY[lower(k)]
             ELSE ARRAY(SELECT DISTINCT substr(lower(k), i, 2) FROM generate_series(1, length(k) - 1) AS i) END
    $$;

    ALTER TABLE notice_categories ADD COLUMN name_en text NOT NULL DEFAULT '';

    ALTER TABLE notices
      ADD COLUMN kind text NOT NULL DEFAULT 'notice' CHECK (kind IN ('notice', 'office')),
      ADD COLUMN title_en text NOT NULL DEFAULT '',
      ADD COLUMN content_en text NOT NULL DEFAULT '',
      ALTER COLUMN category_id DROP NOT NULL,
      ADD CONSTRAINT notices_category_of_kind CHECK ((kind = 'notice') = (category_id IS NOT NULL)),
      ADD COLUMN search_grams text[] GENERATED ALWAYS AS (search_grams(title || ' ' || title_en)) STORED;
    CREATE INDEX notices_kind_time_idx ON notices (kind, send_time DESC) WHERE published;
    CREATE INDEX notices_grams_idx ON notices USING gin (search_grams) WHERE published;
    CREATE INDEX notices_title_prefix_idx ON notices (lower(title) text_pattern_ops) WHERE published;
    CREATE INDEX notices_title_en_prefix_idx ON notices (lower(title_en) text_pattern_ops) WHERE published;

    CREATE TABLE notice_reads (
      uid        text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      notice_id  integer NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
      read_at    timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (uid, notice_id)
    );

    CREATE TABLE search_clicks (
      day       date NOT NULL DEFAULT (now() AT TIME ZONE 'Asia/Shanghai')::date,
      audience  text NOT NULL CHECK (audience IN ('student', 'teacher', 'visitor')),
      name      text NOT NULL,
      clicker   text NOT NULL,
      PRIMARY KEY (audience, day, name, clicker)
    );

    CREATE TABLE visit_days (
      day      date NOT NULL DEFAULT (now() AT TIME ZONE 'Asia/Shanghai')::date,
      agent    text NOT NULL CHECK (agent IN ('pc', 'mobile')),
      visitor  text NOT NULL,
      hits     integer NOT NULL DEFAULT 1,
      PRIMARY KEY (day, agent, visitor)
    );

    INSERT INTO site_settings (key, value)
    VALUES ('system_up_year', to_jsonb(extract(year FROM now() AT TIME ZONE 'Asia/Shanghai')::int))
    ON CONFLICT (key) DO NOTHING;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM site_settings WHERE key = 'system_up_year';
    DROP TABLE IF EXISTS visit_days, search_clicks, notice_reads;
    DELETE FROM notices WHERE kind = 'office';
    ALTER TABLE notices
      DROP COLUMN search_grams, DROP CONSTRAINT notices_category_of_kind, DROP COLUMN kind,
      DROP COLUMN title_en, DROP COLUMN content_en;
    ALTER TABLE notices ALTER COLUMN category_id SET NOT NULL;
    ALTER TABLE notice_categories DROP COLUMN name_en;
    DROP FUNCTION IF EXISTS keyword_grams(text);
    DROP FUNCTION IF EXISTS search_grams(text);
  `.execute(db);
}
