/** Uploads and downloads: the files area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const filesErrors = {
  'files.missing': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'files.unreadable': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '上传的文件无法读取，请重新选择', en: 'The uploaded file could not be read; please choose it again' },
  'files.tooLarge': { status: 413, e: ErrorCode.INVALID_INPUT, zh: '文件不能超过 {limit}', en: 'The file may not be larger than {limit}' },
  'files.noExtension': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '文件名缺少扩展名，可上传的类型：{allowed}', en: 'The file name has no extension; accepted types: {allowed}' },
  'files.typeNotAllowed': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '不支持上传 .{ext} 文件，可上传的类型：{allowed}', en: '.{ext} files cannot be uploaded; accepted types: {allowed}' },
  'files.program': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '不能上传可执行程序或安装包', en: 'Programs and installers cannot be uploaded' },
  'files.typeMismatch': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '文件内容与扩展名 .{ext} 不符，请上传真实的 .{ext} 文件', en: 'The content of this file is not a .{ext} file; please upload a real .{ext} file' },
  'files.fieldUnknown': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该表单没有这个附件字段：{field}', en: 'This form has no such attachment field: {field}' },
  'files.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '文件不存在或您无权下载', en: 'The file does not exist or you may not download it' },
  'files.notYours': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '附件不存在或不是您上传的：{names}', en: 'These attachments do not exist or were not uploaded by you: {names}' },
  // A delegated download link (getDownloadFileUrl) that no longer opens: its day is over, or it was changed.
  'files.linkExpired': { status: 403, e: ErrorCode.FORBIDDEN, zh: '下载链接已过期（仅当天有效），请重新获取下载链接', en: 'This download link has expired (links work on the day they are made); please get a new one' },
  'files.linkInvalid': { status: 403, e: ErrorCode.FORBIDDEN, zh: '下载链接无效，请重新获取下载链接', en: 'This download link is not valid; please get a new one' },
  // Spec §7 getDownloadFile: e = 1 when the file is too large for the mini-program.
  'files.tooLargeForMiniProgram': { status: 400, e: ErrorCode.FAILED, zh: '文件大于50M，不能通过小程序 下载，请到电脑进行下载', en: 'Files over 50M cannot be downloaded in the mini-program; please download it on a computer' },
} satisfies DomainErrorTable<'files'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    files: typeof filesErrors;
  }
}
