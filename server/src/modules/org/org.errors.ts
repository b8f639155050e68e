/** The org area's failures (identities of one person; permit grants). */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const orgErrors = {
  'identity.notYours': { status: 403, e: ErrorCode.FORBIDDEN, zh: '该身份不属于您', en: 'This identity is not yours' },
  'org.grantExists': { status: 409, e: ErrorCode.CONFLICT, zh: '该授权已存在，无需重复授权', en: 'This grant exists already' },
  'org.unknownPerson': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该人员不存在或已停用', en: 'No such person, or their account is disabled' },
  'org.unknownPost': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该岗位不存在', en: 'No such post' },
  'org.unknownDepartment': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该部门不存在', en: 'No such department' },
  'org.accountNotImported': {
    status: 409,
    e: ErrorCode.CONFLICT,
    zh: '该账号由本系统创建，不能由组织同步修改',
    en: 'This account was made in the portal itself: the directory cannot change it',
  },
  'org.accountTaken': { status: 409, e: ErrorCode.CONFLICT, zh: '该账号、手机号或邮箱已被其他人员使用', en: 'Another person has this account, mobile number or email' },
  'org.departmentTaken': { status: 409, e: ErrorCode.CONFLICT, zh: '该部门代码已被使用', en: 'Another department has this code' },
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
