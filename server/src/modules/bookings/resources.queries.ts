/** The resources of the booking hall, their units and what holds them on a day. */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { ResourceKind } from '../../../../contract/rules/booking';
import type { DbOrTx } from '../../db/database';
import { anyColumn, type KeywordPatterns, nameRank } from '../../db/keyword-search';
import type { BookingResourcesTable } from './bookings.table';

export type ResourceRow = Selectable<BookingResourcesTable>;

/** Literals, so a statement's text shows the exclusion constraint's own predicate (its index is partial on it). */
export const HOLDING = sql.raw(`('unpaid', 'pending', 'booked', 'checked_in')`);

/** Who reads the hall: a resource open to an audience (or to all) and a department (or to all). */
export interface Viewer {
  audience: string;
  departmentId: number | null;
}

export interface HallFilter {
  kind?: ResourceKind;
  campus?: string;
  keyword?: KeywordPatterns;
}

function visible(db: DbOrTx, viewer: Viewer, filter: HallFilter) {
  let q = db
    .selectFrom('booking_resources as r')
    .where(sql<boolean>`(cardinality(r.audiences) = 0 OR ${viewer.audience} = ANY(r.audiences))`)
    .where(sql<boolean>`(cardinality(r.department_ids) = 0 OR ${viewer.departmentId ?? 0}::int = ANY(r.department_ids))`);
  if (filter.kind) q = q.where('r.kind', '=', filter.kind);
  if (filter.campus) q = q.where('r.campus', '=', filter.campus);
  if (filter.keyword) q = q.where(anyColumn(['r.name', 'r.name_en', 'r.location'], 'LIKE', filter.keyword.contains));
  return q;
}

export async function hallPage(db: DbOrTx, viewer: Viewer, filter: HallFilter, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    visible(db, viewer, filter).selectAll('r').orderBy('r.sort').orderBy('r.id').offset(page.offset).limit(page.limit).execute(),
    visible(db, viewer, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function campuses(db: DbOrTx, viewer: Viewer): Promise<string[]> {
  const rows = await visible(db, viewer, {}).select('r.campus').distinct().where('r.campus', '<>', '').orderBy('r.campus').execute();
  return rows.map((r) => r.campus);
}

/** Resources named like the keyword that the viewer may see: exact names first, then prefixes, then the rest. */
export function named(db: DbOrTx, viewer: Viewer, p: KeywordPatterns, limit: number) {
  return visible(db, viewer, { keyword: p })
    .select(['r.id', 'r.name', 'r.name_en', 'r.source_type'])
    .orderBy(nameRank(['r.name', 'r.name_en'], p))
    .orderBy('r.sort')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export async function hasNamed(db: DbOrTx, viewer: Viewer, name: string): Promise<boolean> {
  const exact = name.trim().toLowerCase();
  const row = await visible(db, viewer, {}).select('r.id').where(anyColumn(['r.name', 'r.name_en'], '=', exact)).executeTakeFirst();
  return row !== undefined;
}

export function resourceById(db: DbOrTx, id: number) {
  return db.selectFrom('booking_resources').selectAll().where('id', '=', id).executeTakeFirst();
}

export function unitsOf(db: DbOrTx, resourceId: number) {
  return db.selectFrom('booking_units').select(['id', 'label']).where('resource_id', '=', resourceId).orderBy('sort').orderBy('id').execute();
}

export async function unitCounts(db: DbOrTx, resourceIds: number[]): Promise<Map<number, number>> {
  if (!resourceIds.length) return new Map();
  const rows = await db
    .selectFrom('booking_units')
    .select(['resource_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('resource_id', 'in', resourceIds)
    .groupBy('resource_id')
    .execute();
  return new Map(rows.map((r) => [r.resource_id, Number(r.n)]));
}

/** The units held, and the people waiting, in a time range of some resources. */
export function occupancy(db: DbOrTx, resourceIds: number[], from: Date, to: Date) {
  return db
    .selectFrom('bookings')
    .select(['id', 'resource_id', 'unit_id', 'uid', 'status', sql<Date>`lower(during)`.as('starts_at'), sql<Date>`upper(during)`.as('ends_at')])
    .where('resource_id', 'in', resourceIds.length ? resourceIds : [0])
    .where(sql<boolean>`during && tstzrange(${from}, ${to}, '[)')`)
    .where(sql<boolean>`(status IN ${HOLDING} OR status = 'waiting')`)
    .orderBy('id')
    .execute();
}

export function insertResource(db: DbOrTx, row: Insertable<BookingResourcesTable>) {
  return db.insertInto('booking_resources').values(row).returning('id').executeTakeFirstOrThrow();
}

export function insertUnits(db: DbOrTx, resourceId: number, labels: string[]) {
  return db.insertInto('booking_units').values(labels.map((label, sort) => ({ resource_id: resourceId, label, sort }))).execute();
}
