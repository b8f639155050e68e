/** Permit grants as the back office reads and changes them (admin/grants.service.ts). */
import type { DbOrTx } from '../../../db/database';
import type { PermitGrantRow } from '../org.table';
import { escapeLike } from '../org.queries';

export interface GrantFilter {
  permit?: string;
  /** A person's name (part), number or uid (prefix), or a post code (prefix). */
  holder?: string;
  departmentId?: number;
}

function filtered(db: DbOrTx, filter: GrantFilter) {
  let query = db.selectFrom('permit_grants as g').leftJoin('users as u', (join) => join.onRef('u.uid', '=', 'g.holder').on('g.holder_kind', '=', 'user'));
  if (filter.permit) query = query.where('g.permit', '=', filter.permit);
  if (filter.departmentId) query = query.where('g.department_id', '=', filter.departmentId);
  if (filter.holder) {
    const prefix = `${escapeLike(filter.holder)}%`;
    const contains = `%${escapeLike(filter.holder)}%`;
    query = query.where((eb) => eb.or([eb('g.holder', 'like', prefix), eb('u.number', 'like', prefix), eb('u.name', 'like', contains)]));
  }
  return query;
}

export function grantsPage(db: DbOrTx, filter: GrantFilter, page: { offset: number; limit: number }) {
  return filtered(db, filter)
    .selectAll('g')
    .select(['u.name as user_name', 'u.number as user_number'])
    .orderBy('g.granted_at', 'desc')
    .orderBy('g.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function grantsCount(db: DbOrTx, filter: GrantFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function grantById(db: DbOrTx, id: number) {
  return db
    .selectFrom('permit_grants as g')
    .leftJoin('users as u', (join) => join.onRef('u.uid', '=', 'g.holder').on('g.holder_kind', '=', 'user'))
    .selectAll('g')
    .select(['u.name as user_name', 'u.number as user_number'])
    .where('g.id', '=', id)
    .executeTakeFirst();
}

/** Adds a grant; undefined when the same one exists (the unique index answers, whatever runs at once). */
export function insertGrant(db: DbOrTx, grant: Pick<PermitGrantRow, 'permit' | 'holder_kind' | 'holder' | 'department_id' | 'granted_by'>) {
  return db
    .insertInto('permit_grants')
    .values({ ...grant, updated_by: grant.granted_by })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Removes the grant at the version read; undefined when it changed or went meanwhile. */
export function deleteGrant(db: DbOrTx, id: number, version: number) {
  return db.deleteFrom('permit_grants').where('id', '=', id).where('version', '=', version).returningAll().executeTakeFirst();
}

export function lastSaveOf(db: DbOrTx, id: number) {
  return db.selectFrom('permit_grants').select(['updated_by', 'updated_at']).where('id', '=', id).executeTakeFirst();
}

/**
 * Locks every grant of `permit` until the transaction ends, so two revokes of its last holders run one after the
 * other and the second sees what the first left.
 */
export async function lockGrantsOf(db: DbOrTx, permit: string): Promise<void> {
  await db.selectFrom('permit_grants').select('id').where('permit', '=', permit).forUpdate().execute();
}

/** How many active people hold `permit` through a grant other than `exceptId` (their own or a post's). */
export async function activeHoldersBesides(db: DbOrTx, permit: string, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('u.status', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('permit_grants as g')
          .select('g.id')
          .where('g.permit', '=', permit)
          .where('g.id', '<>', exceptId)
          .where((eb) =>
            eb.or([
              eb.and([eb('g.holder_kind', '=', 'user'), eb('g.holder', '=', eb.ref('u.uid'))]),
              eb.and([
                eb('g.holder_kind', '=', 'post'),
                eb('g.holder', 'in', eb.selectFrom('user_posts as up').select('up.post').where('up.uid', '=', eb.ref('u.uid'))),
              ]),
            ]),
          ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function activeSuperUsers(db: DbOrTx): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).where('issuper', '=', 1).where('status', '=', 1).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function postExists(db: DbOrTx, post: string): Promise<boolean> {
  return (await db.selectFrom('user_posts').select('post').where('post', '=', post).limit(1).executeTakeFirst()) !== undefined;
}

export function heldPosts(db: DbOrTx) {
  return db.selectFrom('user_posts').select('post').distinct().orderBy('post').execute();
}

export async function departmentExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export function departmentChoices(db: DbOrTx) {
  return db.selectFrom('departments').select(['id', 'name', 'name_en', 'parent_id']).orderBy('sort').orderBy('id').execute();
}
