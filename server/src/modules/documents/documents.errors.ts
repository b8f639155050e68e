/** The documents area's failures. A document the caller may not see answers exactly as a missing one. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const documentsErrors = {
  'documents.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该公文不存在', en: 'This document does not exist' },
  'documents.notDrafter': { status: 403, e: ErrorCode.FORBIDDEN, zh: '只有拟稿人可以修改或送审该公文', en: 'Only the drafter may change or submit this document' },
  'documents.notEditable': { status: 409, e: ErrorCode.CONFLICT, zh: '公文已送审或已发文，不能再修改', en: 'This document is in review or issued and can no longer be changed' },
  'documents.notDeletable': { status: 409, e: ErrorCode.CONFLICT, zh: '只有从未送审的草稿可以删除', en: 'Only a draft never submitted can be deleted' },
  'documents.notOffice': { status: 403, e: ErrorCode.FORBIDDEN, zh: '您不能以该部门名义拟稿', en: 'You cannot draft for this office' },
  'documents.notManager': { status: 403, e: ErrorCode.FORBIDDEN, zh: '您不是该部门的公文管理人员', en: 'You do not manage this office’s documents' },
  'documents.badSigner': { status: 400, e: ErrorCode.SHOW_ERROR, zh: '请选择签发领导', en: 'Choose the leader who signs it off' },
  'documents.badDepartment': { status: 400, e: ErrorCode.SHOW_ERROR, zh: '所选部门不存在', en: 'A department chosen does not exist' },
  'documents.noRecipients': { status: 400, e: ErrorCode.SHOW_ERROR, zh: '请选择主送部门', en: 'Choose the departments it goes to' },
  'documents.emptyBody': { status: 400, e: ErrorCode.SHOW_ERROR, zh: '请填写正文', en: 'Write the body' },
  'documents.badAttachments': { status: 400, e: ErrorCode.SHOW_ERROR, zh: '附件格式不正确', en: 'The attachments are not valid' },
  'documents.noTask': { status: 409, e: ErrorCode.CONFLICT, zh: '您在该公文上没有待办的审核', en: 'You have no review of this document to do' },
  'documents.opinionNeeded': { status: 400, e: ErrorCode.SHOW_ERROR, zh: '退回时请填写意见', en: 'Say why when you return it' },
  'documents.notIssued': { status: 409, e: ErrorCode.CONFLICT, zh: '公文尚未发文', en: 'This document has not been issued yet' },
  'documents.notClerk': { status: 403, e: ErrorCode.FORBIDDEN, zh: '您不是收文部门的公文收发人员', en: 'You do not handle documents for a receiving department' },
  'documents.alreadySigned': { status: 409, e: ErrorCode.CONFLICT, zh: '该公文已由 {by} 于 {at} 签收', en: 'This document was signed for by {by} at {at}' },
  'documents.notSigned': { status: 409, e: ErrorCode.CONFLICT, zh: '请先签收再转发', en: 'Sign for it before forwarding it' },
  'documents.outsideDepartment': { status: 400, e: ErrorCode.SHOW_ERROR, zh: '只能转发给本部门人员：{names}', en: 'You can forward it only to people of your department: {names}' },
  'documents.noPeople': { status: 400, e: ErrorCode.SHOW_ERROR, zh: '所选人员不存在或没有公文权限', en: 'Some people chosen do not exist or cannot use documents' },
  'documents.notReader': { status: 403, e: ErrorCode.FORBIDDEN, zh: '该公文没有发给您阅读', en: 'This document was not sent to you to read' },
  'documents.notCirculated': { status: 403, e: ErrorCode.FORBIDDEN, zh: '该公文没有传阅给您', en: 'This document was not circulated to you' },
  'documents.mayNotCirculate': { status: 403, e: ErrorCode.FORBIDDEN, zh: '您不能传阅该公文', en: 'You cannot circulate this document' },
  'documents.mayNotRemind': { status: 403, e: ErrorCode.FORBIDDEN, zh: '只有发文部门可以催办', en: 'Only the issuing office can send reminders' },
  'documents.notArchivable': { status: 409, e: ErrorCode.CONFLICT, zh: '只有已发文的公文可以归档', en: 'Only an issued document can be archived' },
  'documents.badPattern': { status: 400, e: ErrorCode.SHOW_ERROR, zh: '编号规则不正确：{problem}', en: 'The numbering rule is not valid: {problem}' },
  'documents.templateNotFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该模板不存在', en: 'This template does not exist' },
  'documents.badVersion': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该版本不存在', en: 'This version does not exist' },
  'documents.noReviewService': { status: 500, e: ErrorCode.SERVER_ERROR, zh: '公文审批流程尚未配置', en: 'The document review process is not set up' },
} as const satisfies DomainErrorTable<'documents'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    documents: typeof documentsErrors;
  }
}
