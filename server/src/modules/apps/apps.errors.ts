/** The service catalogue's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const appsErrors = {
  'apps.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该服务不存在或不面向您的身份开放', en: 'This service does not exist or is not offered to your identity' },
  'apps.notThirdParty': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该服务不是第三方链接服务', en: 'This service is not a third-party link' },
  'apps.cannotStart': { status: 409, e: ErrorCode.FAILED, zh: '{reason}', en: '{reason}' },
  // The back office's catalogue.
  'apps.recordNotFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该记录不存在', en: 'This record does not exist' },
  'apps.versionMissing': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '保存已有记录须带上载入时的版本号', en: 'Saving a record that exists needs the version it was loaded at' },
  'apps.badUrl': {
    status: 400,
    e: ErrorCode.INVALID_INPUT,
    zh: '{field}：请输入以 http:// 或 https:// 开头、3 到 255 个字符的网址',
    en: '{field}: enter an address starting with http:// or https://, 3 to 255 characters',
  },
  'apps.linkNeedsUrl': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '第三方链接服务（类型 4）须填写链接地址', en: 'A link to another system (type 4) needs its address (url)' },
  'apps.miniProgramNeedsInfo': {
    status: 400,
    e: ErrorCode.INVALID_INPUT,
    zh: '跳转小程序须填写小程序信息（JSON，含 appid 和 path）',
    en: 'A mini-program jump needs the mini-program info (JSON with appid and path)',
  },
  'apps.badMiniProgramInfo': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '小程序信息须为 JSON 对象', en: 'The mini-program info must be a JSON object' },
  'apps.badChoice': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '所选的分类、部门或服务不存在', en: 'The chosen category, department or service does not exist' },
  'apps.folderMembers': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '应用组只能包含服务，不能包含应用组', en: 'A folder holds services only, not other folders' },
  'apps.hasApplications': {
    status: 409,
    e: ErrorCode.FAILED,
    zh: '该服务已有申请记录，不能删除；如不再提供，请取消发布',
    en: 'This service has applications and cannot be deleted; unpublish it instead',
  },
  'apps.folderNotEmpty': { status: 409, e: ErrorCode.FAILED, zh: '应用组内还有服务，请先移出后再删除', en: 'This folder still holds services; move them out first' },
  'apps.categoryInUse': { status: 409, e: ErrorCode.FAILED, zh: '该分类下还有服务，不能删除', en: 'This category still holds services and cannot be deleted' },
} satisfies DomainErrorTable<'apps'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    apps: typeof appsErrors;
  }
}
