/** The directory area's failures: its connectors in the back office, and records another directory brought. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const directoryErrors = {
  'directory.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该目录连接不存在', en: 'No such directory connector' },
  'directory.otherSource': {
    status: 409,
    e: ErrorCode.CONFLICT,
    zh: '该记录由另一个目录同步而来，不能由本连接修改',
    en: 'Another directory brought this record: this connector cannot change it',
  },
  'directory.unknownDepartment': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '目录中的部门在本系统中不存在', en: 'The directory names a department the portal does not have' },
  'directory.badMapping': {
    status: 400,
    e: ErrorCode.INVALID_INPUT,
    zh: '属性映射格式应为 字段=属性，以逗号分隔，字段为 {fields} 之一',
    en: 'Write the mapping as field=attribute, comma-separated, each field one of {fields}',
  },
  'directory.notLdap': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该连接不是 LDAP 连接', en: 'This connector is not an LDAP connector' },
  'directory.notScim': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该连接不是 SCIM 客户端', en: 'This connector is not a SCIM client' },
  'directory.unknownMember': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '目录中的成员在本系统中不存在', en: 'The directory names a member the portal does not have' },
} satisfies DomainErrorTable<'directory'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    directory: typeof directoryErrors;
  }
}
