/**
 * The fill-in benchmark's data, on the PostgreSQL database the server under benchmark uses: generated students
 * spread over the campus's schools and ten classes each, signed in (a session each, its token derived from the run's
 * seed, since tens of thousands of password sign-ins would measure argon2), missions on catalogue services of the
 * fill-in type (through the fill-ins area's service), periods of submissions generated in SQL with their figures, and
 * the checks afterwards.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { AppType } from '../../contract/constants';
import type { FormSchema } from '../../contract/forms/schema';
import type { Db } from '../../server/src/db/database';
import { addMission, type NewMission } from '../../server/src/modules/fillins/fillins.service';
import { publishForm } from '../../server/src/modules/forms/forms.service';

/** A student's session token, derived from the run's seed (the same in SQL: 'fb-' || md5(seed || uid)). */
export const sessionToken = (seed: string, uid: string) => `fb-${createHash('md5').update(seed + uid).digest('hex')}`;

/** The generated students' uids, in order. */
export const studentUid = (i: number) => `FB${String(i).padStart(6, '0')}`;

/** `count` students over the schools (round robin) and ten classes each, each with a session valid for a day. */
export async function addStudents(db: pg.Client, count: number, seed: string): Promise<void> {
  await db.query(
    `INSERT INTO users (uid, number, name, identity_type, identity_id, identity_name, department_id, class_name)
     SELECT 'FB' || lpad(i::text, 6, '0'), 'FB' || lpad(i::text, 6, '0'), '压测学生' || i, 'student', 'student', '本科生',
            c.ids[1 + i % cardinality(c.ids)], c.codes[1 + i % cardinality(c.ids)] || '-' || lpad((1 + (i / cardinality(c.ids)) % 10)::text, 2, '0')
     FROM generate_series(1, $1::int) i,
          (SELECT array_agg(id ORDER BY sort) AS ids, array_agg(code ORDER BY sort) AS codes FROM departments WHERE kind = 'college') c`,
    [count],
  );
  await db.query(
    `INSERT INTO sessions (token_hash, uid, expires_at)
     SELECT encode(sha256(convert_to('fb-' || md5($1::text || uid), 'UTF8')), 'hex'), uid, now() + interval '1 day' FROM users WHERE uid LIKE 'FB%'`,
    [seed],
  );
}

/** A mission of the students on a new catalogue service of the fill-in type with `form`; answers its id and form version. */
export async function addBenchMission(
  db: Db,
  name: string,
  form: FormSchema,
  mission: Omit<NewMission, 'app_id' | 'population'>,
): Promise<{ id: number; formVersionId: number }> {
  const { id: appId } = await db.insertInto('apps').values({ name, type: AppType.fillIn, audiences: ['student'], enabled: false }).returning('id').executeTakeFirstOrThrow();
  const { id: formVersionId } = await publishForm(db, appId, form);
  const colleges = await db.selectFrom('departments').select('id').where('kind', '=', 'college').execute();
  const id = await addMission(db, { ...mission, app_id: appId, population: { department_ids: colleges.map((c) => c.id), identity_types: ['student'] } }, new Date());
  return { id, formVersionId };
}

/** A health check-in's values, in SQL (for the generated submissions); the form is the demo's daily check-in. */
const healthValues = `jsonb_build_object(
  'form1_1', round((35.9 + random() * 1.3)::numeric, 1),
  'form1_2', (ARRAY['good', 'good', 'good', 'good', 'good', 'unwell', 'fever'])[1 + floor(random() * 7)::int],
  'form1_3', (ARRAY['campus', 'campus', 'campus', 'city', 'province', 'other'])[1 + floor(random() * 6)::int],
  'form1_4', CASE WHEN random() < 0.1 THEN 'yes' ELSE 'no' END)`;

/**
 * `total` submissions of the students to a mission, in SQL: period after period (seq 1) for a daily mission, or
 * several times in period 1 (seq 1, 2, …) for a multi one, each student once per (period, seq) until the total.
 */
export async function generateSubmissions(db: pg.Client, m: { id: number; formVersionId: number; startDate: string }, total: number, shape: 'periods' | 'multi'): Promise<void> {
  const period = shape === 'periods' ? 'g' : '1';
  const seq = shape === 'periods' ? '1' : 'g';
  await db.query(
    `INSERT INTO fillin_submissions (mission_id, period_num, uid, department_id, class_name, seq, shard, form_version_id, values, late, request_key, created_at, updated_at)
     SELECT $1::int, ${period}, u.uid, u.department_id, u.class_name, ${seq}, abs(hashtext(u.uid)) % 8, $2::int, ${healthValues}, random() < 0.04,
            'fb-${shape}-' || g, t.at, t.at
     FROM (SELECT uid, department_id, class_name, row_number() OVER (ORDER BY uid) AS rn, count(*) OVER () AS n FROM users WHERE uid LIKE 'FB%') u
     JOIN generate_series(1, 1000) g ON (g - 1) * u.n + u.rn <= $3::int,
     LATERAL (SELECT ($4::date + (${period} - 1) * interval '1 day' + interval '7 hours' + random() * interval '14 hours') AT TIME ZONE 'Asia/Shanghai' AS at) t`,
    [m.id, m.formVersionId, total, m.startDate],
  );
}

/**
 * The figures of a mission's generated submissions, in SQL, as the server keeps them for each submission it takes;
 * written period by period, as a period's rows are made while it runs.
 */
export async function generateFigures(db: pg.Client, missionId: number): Promise<void> {
  await db.query(
    `INSERT INTO fillin_counts (mission_id, period_num, department_id, class_name, shard, submitted, late, submissions)
     SELECT mission_id, period_num, department_id, class_name, shard, count(*) FILTER (WHERE seq = 1), count(*) FILTER (WHERE seq = 1 AND late), count(*)
     FROM fillin_submissions WHERE mission_id = $1 GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
    [missionId],
  );
  await db.query(
    `INSERT INTO fillin_field_counts (mission_id, period_num, department_id, class_name, field_id, key, shard, n, sum, min, max)
     SELECT s.mission_id, s.period_num, s.department_id, s.class_name, f.field_id, f.key, s.shard, count(*), sum(f.num), min(f.num), max(f.num)
     FROM fillin_submissions s CROSS JOIN LATERAL (VALUES
       ('form1_1', '', (s.values ->> 'form1_1')::numeric),
       ('form1_2', 'o:' || (s.values ->> 'form1_2'), NULL),
       ('form1_3', 'o:' || (s.values ->> 'form1_3'), NULL),
       ('form1_4', 'o:' || (s.values ->> 'form1_4'), NULL)
     ) AS f(field_id, key, num)
     WHERE s.mission_id = $1 GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
    [missionId],
  );
  await db.query('ANALYZE fillin_submissions; ANALYZE fillin_counts; ANALYZE fillin_field_counts');
}

export interface CountCheck {
  /** Submissions stored, people among them, and (uid, period, seq) twice: must be 0. */
  rows: number;
  people: number;
  duplicates: number;
  /** Answered ids missing from the table (lost): must be 0. */
  lost: number;
  /** People the figures count: must equal `people`. */
  counted: number;
}

export async function checkSubmissions(db: pg.Client, missionId: number, answeredIds: number[]): Promise<CountCheck> {
  const r = await db.query<{ rows: number; people: number; duplicates: number; lost: number; counted: number }>(
    `SELECT
       (SELECT count(*) FROM fillin_submissions WHERE mission_id = $1)::int AS rows,
       (SELECT count(DISTINCT uid) FROM fillin_submissions WHERE mission_id = $1)::int AS people,
       (SELECT count(*) FROM (SELECT 1 FROM fillin_submissions WHERE mission_id = $1 GROUP BY uid, period_num, seq HAVING count(*) > 1) d)::int AS duplicates,
       (SELECT count(*) FROM unnest($2::int[]) AS a(id) WHERE NOT EXISTS (SELECT 1 FROM fillin_submissions s WHERE s.id = a.id AND s.mission_id = $1))::int AS lost,
       (SELECT coalesce(sum(submitted), 0) FROM fillin_counts WHERE mission_id = $1)::int AS counted`,
    [missionId, answeredIds],
  );
  return r.rows[0];
}
