/**
 * The approval engine's records: who heads each department and who holds which post (approvers are resolved from
 * them), instances with the definition and form versions they started with and the engine's state, tasks as the
 * engine made them (one open task per approver per node occurrence, enforced here), audit steps, and the log of
 * actions the state can be replayed from. Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE departments ADD COLUMN head_uid text REFERENCES users(uid);

    CREATE TABLE user_posts (
      uid            text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
      post           text NOT NULL,
      department_id  integer REFERENCES departments(id),
      PRIMARY KEY (uid, post)
    );
    CREATE INDEX user_posts_post_idx ON user_posts (post, department_id);

    ALTER TABLE process_instances
      ADD COLUMN process_version_id  integer REFERENCES process_versions(id),
      ADD COLUMN form_version_id     integer REFERENCES form_versions(id),
      ADD COLUMN title               text NOT NULL DEFAULT '',
      ADD COLUMN department_id       integer REFERENCES departments(id),
      ADD COLUMN agent_uid           text REFERENCES users(uid),
      ADD COLUMN start_key           text,
      ADD COLUMN state               jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN revision            integer NOT NULL DEFAULT 0,
      ADD COLUMN updated_at          timestamptz NOT NULL DEFAULT now();
    CREATE UNIQUE INDEX process_instances_start_key_idx ON process_instances (creator_uid, start_key) WHERE start_key IS NOT NULL;
    CREATE INDEX process_instances_status_idx ON process_instances (creator_uid, status, created_at DESC);

    ALTER TABLE process_tasks DROP CONSTRAINT process_tasks_status_check;
    ALTER TABLE process_tasks
      ADD CONSTRAINT process_tasks_status_known CHECK (status BETWEEN 0 AND 7),
      ADD COLUMN engine_id   integer NOT NULL DEFAULT 0,
      ADD COLUMN occurrence  integer NOT NULL DEFAULT 1,
      ADD COLUMN kind        text NOT NULL DEFAULT 'approve' CHECK (kind IN ('approve', 'resubmit', 'cc')),
      ADD COLUMN type        smallint NOT NULL DEFAULT 1 CHECK (type IN (1, 3)),
      ADD COLUMN flags       smallint[] NOT NULL DEFAULT '{}',
      ADD COLUMN opinion     text NOT NULL DEFAULT '';
    CREATE UNIQUE INDEX process_tasks_engine_idx ON process_tasks (instance_id, engine_id);
    CREATE UNIQUE INDEX process_tasks_one_open_idx ON process_tasks (instance_id, node_id, occurrence, assignee_uid) WHERE status IN (0, 1, 5);
    CREATE INDEX process_tasks_assignee_time_idx ON process_tasks (assignee_uid, status, created_at DESC);

    CREATE TABLE process_steps (
      id           bigserial PRIMARY KEY,
      instance_id  bigint NOT NULL REFERENCES process_instances(id) ON DELETE CASCADE,
      seq          integer NOT NULL,
      node_id      text NOT NULL,
      node_name    text NOT NULL DEFAULT '',
      action       text NOT NULL,
      actor_uid    text REFERENCES users(uid),
      opinion      text NOT NULL DEFAULT '',
      targets      text[] NOT NULL DEFAULT '{}',
      created_at   timestamptz NOT NULL DEFAULT now(),
      UNIQUE (instance_id, seq)
    );

    CREATE TABLE process_actions (
      instance_id  bigint NOT NULL REFERENCES process_instances(id) ON DELETE CASCADE,
      seq          integer NOT NULL,
      actor_uid    text NOT NULL,
      action       jsonb NOT NULL,
      created_at   timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (instance_id, seq)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS process_actions, process_steps;
    DROP INDEX IF EXISTS process_tasks_assignee_time_idx, process_tasks_one_open_idx, process_tasks_engine_idx;
    ALTER TABLE process_tasks DROP COLUMN engine_id, DROP COLUMN occurrence, DROP COLUMN kind, DROP COLUMN type,
      DROP COLUMN flags, DROP COLUMN opinion, DROP CONSTRAINT process_tasks_status_known;
    ALTER TABLE process_tasks ADD CONSTRAINT process_tasks_status_check CHECK (status IN (0, 1, 2, 3, 4, 5));
    DROP INDEX IF EXISTS process_instances_status_idx, process_instances_start_key_idx;
    ALTER TABLE process_instances DROP COLUMN process_version_id, DROP COLUMN form_version_id, DROP COLUMN title,
      DROP COLUMN department_id, DROP COLUMN agent_uid, DROP COLUMN start_key, DROP COLUMN state, DROP COLUMN revision,
      DROP COLUMN updated_at;
    DROP TABLE IF EXISTS user_posts;
    ALTER TABLE departments DROP COLUMN head_uid;
  `.execute(db);
}
