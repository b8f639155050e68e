/** The site area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import { specTexts } from '../../../../contract/texts';
import type { DomainErrorTable } from '../../domain/errors';

export const siteErrors = {
  'site.notConfigured': { status: 503, e: ErrorCode.SERVER_ERROR, zh: '站点尚未初始化，请联系管理员', en: 'The site is not set up yet; please contact the administrator' },
  'site.globalMessageEmpty': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '开启全局消息时请填写消息内容', en: 'Enter the message text to show the global message' },
  'site.aiHallUrlMissing': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '开启AI服务大厅时请填写其PC端地址', en: 'Enter the AI service hall’s PC address to show its button' },
  // The URL rule of spec §5, in the words the back office's form shows before sending.
  'site.urlInvalid': { status: 400, e: ErrorCode.INVALID_INPUT, zh: specTexts.zh.urlInvalid, en: specTexts.en.urlInvalid },
} satisfies DomainErrorTable<'site'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    site: typeof siteErrors;
  }
}
