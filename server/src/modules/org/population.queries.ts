/**
 * People as groups: the departments under others, and the people a population (departments, identity types, named
 * people) holds within a data scope, counted by department and class or listed. Each statement takes its lists as
 * array parameters, so its text, and its prepared plan, stays the same whatever they hold.
 */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

export interface PopulationQuery {
  /** With their sub-departments already. */
  departmentIds: number[];
  identityTypes: string[];
  uids: string[];
  /** null: every department. */
  within: number[] | null;
  /** null: every class. */
  className: string | null;
  excluding: string[];
}

/** The active people of a population within a scope (users u). */
function held(q: PopulationQuery) {
  const grouped = q.departmentIds.length + q.identityTypes.length > 0;
  return sql<boolean>`u.status = 1
    AND ((${grouped}::boolean
          AND (cardinality(${q.departmentIds}::int[]) = 0 OR u.department_id = ANY(${q.departmentIds}::int[]))
          AND (cardinality(${q.identityTypes}::text[]) = 0 OR u.identity_type = ANY(${q.identityTypes}::text[])))
         OR u.uid = ANY(${q.uids}::text[]))
    AND (${q.within === null}::boolean OR u.department_id = ANY(${q.within ?? []}::int[]))
    AND (${q.className}::text IS NULL OR coalesce(u.class_name, '') = ${q.className}::text)
    AND u.uid <> ALL(${q.excluding}::text[])`;
}

export async function populationCounts(db: DbOrTx, q: PopulationQuery) {
  const { rows } = await sql<{ department_id: number; class_name: string; n: number }>`
    SELECT coalesce(u.department_id, 0) AS department_id, coalesce(u.class_name, '') AS class_name, count(*)::int AS n
    FROM users u WHERE ${held(q)} GROUP BY 1, 2`.execute(db);
  return rows;
}

export async function populationPage(db: DbOrTx, q: PopulationQuery, page: { offset: number; limit: number }) {
  const { rows } = await sql<{ uid: string; name: string; number: string; department_id: number; class_name: string; total: number }>`
    SELECT u.uid, u.name, u.number, coalesce(u.department_id, 0) AS department_id, coalesce(u.class_name, '') AS class_name, count(*) OVER ()::int AS total
    FROM users u LEFT JOIN departments d ON d.id = u.department_id
    WHERE ${held(q)}
    ORDER BY d.sort NULLS LAST, u.department_id NULLS LAST, u.number, u.uid
    OFFSET ${page.offset} LIMIT ${page.limit}`.execute(db);
  return rows;
}

export async function populationUids(db: DbOrTx, q: PopulationQuery) {
  const { rows } = await sql<{ uid: string }>`SELECT u.uid FROM users u WHERE ${held(q)} ORDER BY u.uid`.execute(db);
  return rows.map((r) => r.uid);
}

/** The departments `ids` and every one under them. */
export async function subtree(db: DbOrTx, ids: number[]) {
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE t AS (
      SELECT id FROM departments WHERE id = ANY(${ids}::int[])
      UNION SELECT d.id FROM departments d JOIN t ON d.parent_id = t.id
    ) SELECT id FROM t ORDER BY id`.execute(db);
  return rows.map((r) => r.id);
}

/** A department and those above it, its own first (a tree deeper than 20 is cut there). */
export async function chain(db: DbOrTx, departmentId: number) {
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE c AS (
      SELECT id, parent_id, 1 AS depth FROM departments WHERE id = ${departmentId}
      UNION SELECT p.id, p.parent_id, c.depth + 1 FROM departments p JOIN c ON p.id = c.parent_id WHERE c.depth < 20
    ) SELECT id FROM c ORDER BY depth`.execute(db);
  return rows.map((r) => r.id);
}

/** Name, number, department and class of people by uid, whatever their status. */
export function profiles(db: DbOrTx, uids: string[]) {
  return db
    .selectFrom('users')
    .select(['uid', 'name', 'number', sql<number>`coalesce(department_id, 0)`.as('department_id'), sql<string>`coalesce(class_name, '')`.as('class_name')])
    .where('uid', '=', sql<string>`ANY(${uids}::text[])`)
    .execute();
}
