/** The demo campus's writes to the org area's tables (org.seed.ts decides what they hold). */
import type { Insertable } from 'kysely';
import type { Database, DbOrTx } from '../../db/database';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

export function insertDepartments(db: DbOrTx, rows: Rows<'departments'>) {
  return db.insertInto('departments').values(rows).returning(['id', 'code']).execute();
}

export async function insertUsers(db: DbOrTx, rows: Rows<'users'>): Promise<void> {
  await db.insertInto('users').values(rows).execute();
}

export async function insertCurrentIdentities(db: DbOrTx, rows: Rows<'current_identities'>): Promise<void> {
  await db.insertInto('current_identities').values(rows).execute();
}

export async function insertPermits(db: DbOrTx, rows: Rows<'user_permits'>): Promise<void> {
  await db.insertInto('user_permits').values(rows).execute();
}

export async function insertPosts(db: DbOrTx, rows: Rows<'user_posts'>): Promise<void> {
  await db.insertInto('user_posts').values(rows).execute();
}

/** Staff accounts other than `except`, by uid. */
export function staffExcept(db: DbOrTx, except: string[]) {
  return db.selectFrom('users').select(['uid', 'department_id']).where('identity_type', '=', 'staff').where('uid', 'not in', except).orderBy('uid').execute();
}

export async function setDepartmentHead(db: DbOrTx, departmentId: number, uid: string): Promise<void> {
  await db.updateTable('departments').set({ head_uid: uid }).where('id', '=', departmentId).execute();
}
