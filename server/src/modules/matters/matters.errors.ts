/** Applications and tasks: the matters area's failures (the approval engine's codes among them, as `matters.<code>`). */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const mattersErrors = {
  'matters.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该事项不存在或您无权查看', en: 'This matter does not exist or you may not see it' },
  'matters.notYourTask': { status: 403, e: ErrorCode.FORBIDDEN, zh: '这不是您的待办，无法处理', en: 'This is not your task' },
  'matters.alreadyHandled': { status: 409, e: ErrorCode.CONFLICT, zh: '该待办已被处理，请刷新后查看', en: 'This task has already been handled; please refresh' },
  'matters.notInProgress': { status: 409, e: ErrorCode.CONFLICT, zh: '该事项已结束，不能再办理', en: 'This matter has ended and cannot be handled' },
  'matters.notInitiator': { status: 403, e: ErrorCode.FORBIDDEN, zh: '只有申请人可以进行此操作', en: 'Only the applicant can do this' },
  'matters.tooLateToWithdraw': { status: 409, e: ErrorCode.CONFLICT, zh: '审批人已经处理，不能撤回', en: 'An approver has already acted, so it can no longer be withdrawn' },
  'matters.cannotPullBack': { status: 409, e: ErrorCode.CONFLICT, zh: '后续环节已处理，不能拿回', en: 'A later step has acted, so it cannot be taken back' },
  'matters.invalidReturnTarget': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '不能退回到该环节', en: 'It cannot be returned to that step' },
  'matters.noApprover': { status: 409, e: ErrorCode.FAILED, zh: '下一环节找不到审批人，请联系管理员', en: 'No approver was found for the next step; please contact the administrator' },
  'matters.choiceRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '请设置下一节点的审批人', en: 'Please set the approver of the next step' },
  'matters.invalidAction': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '当前不能进行此操作', en: 'This cannot be done now' },
  'matters.fieldNotEditable': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '当前环节不能修改字段：{field}', en: 'This step may not change: {field}' },
  'matters.reasonRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '请填写原因', en: 'Please give a reason' },
  'matters.notAdministrator': { status: 403, e: ErrorCode.FORBIDDEN, zh: '只有管理员可以进行此操作', en: 'Only an administrator can do this' },
  'matters.agentAway': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '代理人在这段时间也外出了，请选择其他人', en: 'The agent is away at that time too; please choose someone else' },
  'matters.awayOverlap': { status: 409, e: ErrorCode.CONFLICT, zh: '这段时间已设置过外出代理', en: 'You already have an agent for part of this time' },
  'matters.needsSignature': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该环节需要签名，请逐条办理', en: 'This step needs a signature; handle it on its own' },
  'matters.urgedRecently': { status: 429, e: ErrorCode.TOO_MANY_REQUESTS, zh: '该环节一小时内已催办过，请稍后再试', en: 'This step was urged less than an hour ago; please try again later' },
  'matters.signMismatch': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '请确认签名后再办理', en: 'Please confirm your signature before deciding' },
  'matters.needsChoice': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '需要选择下一环节的审批人，请逐条办理', en: 'The approver of the next step must be chosen; handle it on its own' },
  'matters.notRateable': { status: 409, e: ErrorCode.CONFLICT, zh: '事项办结后才能评价', en: 'A matter can be rated once it has ended' },
  'matters.ratingsOff': { status: 409, e: ErrorCode.CONFLICT, zh: '该服务未开启评价', en: 'This service does not take ratings' },
  'matters.needsField': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该环节有必填字段需要填写，请逐条办理', en: 'A required field of this step must be filled in; handle it on its own' },
} satisfies DomainErrorTable<'matters'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    matters: typeof mattersErrors;
  }
}
