/** Sign-in, the current user and their permission record. */
import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AuthRecord } from '../../../../contract/calls/auth';
import { ErrorCode } from '../../../../contract/envelope';
import { permissionChecksum } from '../../../../contract/rules/permissions';
import type { UserInfo } from '../../../../contract/schemas';
import type { DbOrTx } from '../../db/database';
import type { SessionUser } from '../../http/context';
import { AppError } from '../../http/errors';
import { t, type Lang } from '../../http/messages';
import { verifyPassword } from './passwords';

/** The account may be given as account number, mobile number or email. */
export async function checkCredentials(db: DbOrTx, username: string, password: string, lang: Lang): Promise<{ uid: string; name: string }> {
  const account = username.trim();
  const user = await db
    .selectFrom('users')
    .select(['uid', 'name', 'password_hash', 'status'])
    .where((eb) => eb.or([eb('number', '=', account), eb('mobile', '=', account), eb(sql<string>`lower(email)`, '=', account.toLowerCase())]))
    .executeTakeFirst();
  const valid = await verifyPassword(user?.password_hash, password);
  if (!user || !valid) throw new AppError(ErrorCode.FAILED, t(lang, 'badCredentials'), 401);
  if (user.status !== 1) throw new AppError(ErrorCode.FAILED, t(lang, 'accountDisabled'), 403);
  return { uid: user.uid, name: user.name };
}

export function mask(value: string | null, kind: 'mobile' | 'email'): string {
  if (!value) return '';
  if (kind === 'mobile') return value.length >= 7 ? `${value.slice(0, 3)}****${value.slice(-4)}` : '****';
  const [local, domain] = value.split('@');
  return `${local.slice(0, 2)}***@${domain ?? ''}`;
}

export async function userInfo(db: DbOrTx, user: SessionUser): Promise<Static<typeof UserInfo>> {
  const dept = user.department_id
    ? await db.selectFrom('departments').select('name').where('id', '=', user.department_id).executeTakeFirst()
    : undefined;
  return {
    uid: user.uid,
    name: user.name,
    number: user.number,
    college: dept?.name ?? '',
    sex: user.sex,
    avatar: user.avatar,
    administrative_level: user.administrative_level,
    identity: user.identity_id,
    identity_type: user.identity_type,
    identity_name: user.identity_name,
    mobile: mask(user.mobile, 'mobile'),
    email: mask(user.email, 'email'),
    isCurrent: 1,
    dataTheme: 'default',
    source_type: user.source_type,
  };
}

export async function permissionRecord(db: DbOrTx, user: SessionUser): Promise<Static<typeof AuthRecord>> {
  const rows = await db.selectFrom('user_permits').select(['permit', 'web']).where('uid', '=', user.uid).orderBy('permit').execute();
  const record = {
    permits: rows.filter((r) => !r.web).map((r) => r.permit),
    web_permits: rows.filter((r) => r.web).map((r) => r.permit),
    issuper: user.issuper,
    oldnum: randomBytes(8).toString('hex'),
  };
  return { ...record, random: permissionChecksum(record, user.uid) };
}
