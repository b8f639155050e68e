/**
 * The data center (数据中心): report definitions, and the indexes its reports read applications through.
 * - report_definitions: what a report counts (a service's applications, a fill-in mission's submissions, or the
 *   efficiency of services), the ways it may be grouped and measured with their defaults, its chart and default range.
 *   The default dimension and measure are among those offered; a report of applications or fill-ins names its service.
 * - process_instances_app_created_idx: a service's applications made in a time range, with the applicant's department
 *   and the status beside them, so counting them by department, status or period reads the index alone.
 * - process_instances_created_idx: the same over every service (the campus's daily trend).
 * - process_instances_decided_idx: applications decided (completed or terminated) in a time range, with what their
 *   handling time and service need, for the efficiency of services.
 * - process_instances.form_values: the form values of the engine's state, kept by the database (a stored generated
 *   column, so no writer of applications changes). The state is stored compressed, a few KB with its steps, and every
 *   read of it decompresses it all: a report grouping or summing by a form field read 100,000 states in about a
 *   second; the values alone (some 70 bytes) are read without that. Adding it rewrites the table once.
 * Measured (a service with 100,000 applications over a year, 18 departments; the run of one report, count by
 * department): see server/src/modules/reports/README.md. Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE report_definitions (
      id              serial PRIMARY KEY,
      name            text NOT NULL CHECK (name <> ''),
      name_en         text NOT NULL DEFAULT '',
      description     text NOT NULL DEFAULT '',
      description_en  text NOT NULL DEFAULT '',
      source          text NOT NULL CHECK (source IN ('applications', 'fillins', 'efficiency')),
      app_id          integer REFERENCES apps(id) ON DELETE CASCADE,
      dimensions      text[] NOT NULL CHECK (cardinality(dimensions) > 0),
      dimension       text NOT NULL,
      measures        text[] NOT NULL CHECK (cardinality(measures) > 0),
      measure         text NOT NULL,
      chart           text NOT NULL CHECK (chart IN ('bar', 'line', 'pie')),
      range_days      integer NOT NULL DEFAULT 30 CHECK (range_days BETWEEN 1 AND 366),
      sort            integer NOT NULL DEFAULT 0,
      is_show         boolean NOT NULL DEFAULT true,
      created_at      timestamptz NOT NULL DEFAULT now(),
      updated_at      timestamptz NOT NULL DEFAULT now(),
      CHECK (dimension = ANY (dimensions)),
      CHECK (measure = ANY (measures)),
      CHECK (source <> 'fillins' OR app_id IS NOT NULL)
    );
    CREATE INDEX report_definitions_order_idx ON report_definitions (sort, id) WHERE is_show;

    ALTER TABLE process_instances ADD COLUMN form_values jsonb GENERATED ALWAYS AS (state -> 'values') STORED;
    CREATE INDEX process_instances_app_created_idx ON process_instances (app_id, created_at) INCLUDE (department_id, status);
    CREATE INDEX process_instances_created_idx ON process_instances (created_at) INCLUDE (app_id, department_id, status);
    CREATE INDEX process_instances_decided_idx ON process_instances (finished_at) INCLUDE (app_id, created_at, department_id) WHERE status IN (1, 2);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS process_instances_decided_idx, process_instances_created_idx, process_instances_app_created_idx;
    ALTER TABLE process_instances DROP COLUMN IF EXISTS form_values;
    DROP TABLE IF EXISTS report_definitions;
  `.execute(db);
}
