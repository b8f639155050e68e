/** The org area's failures (identities of one person; permit grants). */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const orgErrors = {
  'identity.notYours': { status: 403, e: ErrorCode.FORBIDDEN, zh: '该身份不属于您', en: 'This identity is not yours' },
  'org.grantExists': { status: 409, e: ErrorCode.CONFLICT, zh: '该授权已存在，无需重复授权', en: 'This grant exists already' },
  'org.unknownPerson': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该人员不存在或已停用', en: 'No such person, or their account is disabled' },
  'org.unknownPost': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该岗位不存在', en: 'No such post' },
  'org.unknownDepartment': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该部门不存在', en: 'No such department' },
  'org.lastRolesHolder': {
    status: 409,
    e: ErrorCode.CONFLICT,
    zh: '不能撤销：撤销后将没有人能管理角色权限，请先把“角色与权限”授予其他人',
    en: 'Not revoked: nobody would be left to manage roles and permits. Grant admin:roles to someone else first',
  },
} satisfies DomainErrorTable<'identity' | 'org'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    org: typeof orgErrors;
  }
}
