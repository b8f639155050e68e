/** The feedback area's failures: the rules of spec §5 as the dialog shows them, an unknown type or service, a missing feedback. */
import { ErrorCode } from '../../../../contract/envelope';
import { specTexts } from '../../../../contract/texts';
import type { DomainErrorTable } from '../../domain/errors';

// Texts from specTexts are the ones the spec fixes (§5), the same the dialog shows before sending.
export const feedbackErrors = {
  'feedback.appRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: specTexts.zh.feedbackAppRequired, en: specTexts.en.feedbackAppRequired },
  'feedback.titleRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: specTexts.zh.feedbackTitleRequired, en: specTexts.en.feedbackTitleRequired },
  'feedback.contentRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: specTexts.zh.feedbackContentRequired, en: specTexts.en.feedbackContentRequired },
  'feedback.contentTooLong': { status: 400, e: ErrorCode.INVALID_INPUT, zh: specTexts.zh.feedbackContentTooLong, en: specTexts.en.feedbackContentTooLong },
  'feedback.unknownType': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '请选择反馈类型', en: 'Please choose a kind of feedback' },
  'feedback.unknownApp': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该事项不存在或您无权办理', en: 'This service does not exist or is not open to you' },
  'feedback.imagesUnreadable': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '附件列表格式不正确', en: 'The list of attachments is malformed' },
  'feedback.tooManyImages': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '最多上传{max}个附件', en: 'At most {max} attachments' },
  'feedback.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该反馈不存在', en: 'This feedback does not exist' },
} satisfies DomainErrorTable<'feedback'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    feedback: typeof feedbackErrors;
  }
}
