/** Departments, people and their permits. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

export const sessionUserColumns = [
  'uid', 'number', 'name', 'sex', 'identity_type', 'identity_id', 'identity_name', 'department_id',
  'administrative_level', 'mobile', 'email', 'avatar', 'source_type', 'issuper',
] as const;

export function findActiveUser(db: DbOrTx, uid: string) {
  return db.selectFrom('users').select(sessionUserColumns).where('uid', '=', uid).where('status', '=', 1).executeTakeFirst();
}

/** The account may be given as account number, mobile number or email (any case), with stray spaces. */
export function findUserBySignInName(db: DbOrTx, signInName: string) {
  const name = signInName.trim();
  return db
    .selectFrom('users')
    .select(['uid', 'name', 'password_hash', 'status'])
    .where((eb) => eb.or([eb('number', '=', name), eb('mobile', '=', name), eb(sql<string>`lower(email)`, '=', name.toLowerCase())]))
    .orderBy('uid')
    .executeTakeFirst();
}

export function permitsOf(db: DbOrTx, uid: string) {
  return db.selectFrom('user_permits').select(['permit', 'web']).where('uid', '=', uid).orderBy('permit').execute();
}

export function departmentNames(db: DbOrTx, ids: number[]) {
  return db.selectFrom('departments').select(['id', 'name']).where('id', 'in', ids).execute();
}

export function makeSuperUser(db: DbOrTx, uid: string, passwordHash: string) {
  return db.updateTable('users').set({ password_hash: passwordHash, issuper: 1, status: 1, updated_at: new Date() }).where('uid', '=', uid).executeTakeFirst();
}

export function findUser(db: DbOrTx, uid: string) {
  return db.selectFrom('users').select(['uid', 'issuper']).where('uid', '=', uid).executeTakeFirst();
}

export function insertUser(db: DbOrTx, user: { uid: string; number: string; name: string; passwordHash: string; issuper: number }) {
  return db
    .insertInto('users')
    .values({
      uid: user.uid,
      number: user.number,
      name: user.name,
      identity_type: 'staff',
      identity_id: 'staff',
      identity_name: '教职工',
      department_id: null,
      mobile: null,
      email: null,
      source_type: 2,
      password_hash: user.passwordHash,
      issuper: user.issuper,
    })
    .execute();
}
