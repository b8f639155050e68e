/**
 * Texts the server itself says (errors), in Chinese by default and English when the client prefers it.
 * Domain errors are keyed by their code (server/src/domain/errors.ts); every code has a text in both languages.
 */
import type { DomainErrorCode } from '../domain/errors';
import type { Lang } from '../domain/lang';

export type { Lang };

const domainTexts: Record<Lang, Record<DomainErrorCode, string>> = {
  zh: {
    'auth.loginRequired': '请先登录',
    'auth.forbidden': '没有权限执行此操作',
    'auth.badCredentials': '账号或密码错误',
    'auth.accountDisabled': '该账号已停用，请联系管理员',
    'auth.tooManyAttempts': '尝试次数过多，请 {seconds} 秒后再试',
    'auth.busy': '登录人数较多，请稍后再试',
    'auth.foreignOrigin': '请求来自其他网站，已被拒绝',
    'input.controlCharacters': '参数 {field} 含有不允许的控制字符',
    'input.badJson': '参数 {field} 不是有效的 JSON',
    'site.notConfigured': '站点尚未初始化，请联系管理员',
    'apps.notFound': '该服务不存在或不面向您的身份开放',
    'apps.notThirdParty': '该服务不是第三方链接服务',
    'forms.noForm': '该服务没有在线表单',
    'forms.invalid': '表单填写有误：{field}',
    'forms.unknownPeople': '所选人员不存在或已离开学校：{uids}',
    'processes.invalid': '流程定义有误：{field}',
    'matters.notFound': '该事项不存在或您无权查看',
    'matters.notYourTask': '这不是您的待办，无法处理',
    'matters.alreadyHandled': '该待办已被处理，请刷新后查看',
    'matters.notInProgress': '该事项已结束，不能再办理',
    'matters.notInitiator': '只有申请人可以进行此操作',
    'matters.tooLateToWithdraw': '审批人已经处理，不能撤回',
    'matters.cannotPullBack': '后续环节已处理，不能拿回',
    'matters.invalidReturnTarget': '不能退回到该环节',
    'matters.noApprover': '下一环节找不到审批人，请联系管理员',
    'matters.choiceRequired': '请设置下一节点的审批人',
    'matters.invalidAction': '当前不能进行此操作',
    'matters.fieldNotEditable': '当前环节不能修改字段：{field}',
    'matters.agentAway': '代理人在这段时间也外出了，请选择其他人',
    'matters.awayOverlap': '这段时间已设置过外出代理',
    'matters.needsSignature': '该环节需要签名，请逐条办理',
    'matters.needsChoice': '需要选择下一环节的审批人，请逐条办理',
    'matters.needsField': '该环节有必填字段需要填写，请逐条办理',
    'apps.cannotStart': '{reason}',
  },
  en: {
    'auth.loginRequired': 'Please sign in first',
    'auth.forbidden': 'You are not allowed to do this',
    'auth.badCredentials': 'Wrong account or password',
    'auth.accountDisabled': 'This account is disabled; please contact the administrator',
    'auth.tooManyAttempts': 'Too many attempts, please try again in {seconds} seconds',
    'auth.busy': 'Many people are signing in right now, please try again shortly',
    'auth.foreignOrigin': 'The request came from another website and was refused',
    'input.controlCharacters': 'Parameter {field} contains control characters that are not allowed',
    'input.badJson': 'Parameter {field} is not valid JSON',
    'site.notConfigured': 'The site is not set up yet; please contact the administrator',
    'apps.notFound': 'This service does not exist or is not offered to your identity',
    'apps.notThirdParty': 'This service is not a third-party link',
    'forms.noForm': 'This service has no online form',
    'forms.invalid': 'The form has a mistake: {field}',
    'forms.unknownPeople': 'The chosen people are not in the organisation: {uids}',
    'processes.invalid': 'The process definition has a mistake: {field}',
    'matters.notFound': 'This matter does not exist or you may not see it',
    'matters.notYourTask': 'This is not your task',
    'matters.alreadyHandled': 'This task has already been handled; please refresh',
    'matters.notInProgress': 'This matter has ended and cannot be handled',
    'matters.notInitiator': 'Only the applicant can do this',
    'matters.tooLateToWithdraw': 'An approver has already acted, so it can no longer be withdrawn',
    'matters.cannotPullBack': 'A later step has acted, so it cannot be taken back',
    'matters.invalidReturnTarget': 'It cannot be returned to that step',
    'matters.noApprover': 'No approver was found for the next step; please contact the administrator',
    'matters.choiceRequired': 'Please set the approver of the next step',
    'matters.invalidAction': 'This cannot be done now',
    'matters.fieldNotEditable': 'This step may not change: {field}',
    'matters.agentAway': 'The agent is away at that time too; please choose someone else',
    'matters.awayOverlap': 'You already have an agent for part of this time',
    'matters.needsSignature': 'This step needs a signature; handle it on its own',
    'matters.needsChoice': 'The approver of the next step must be chosen; handle it on its own',
    'matters.needsField': 'A required field of this step must be filled in; handle it on its own',
    'apps.cannotStart': '{reason}',
  },
};

const texts: Record<Lang, Record<string, string>> = {
  zh: {
    missingField: '缺少参数 {field}',
    wrongType: '参数 {field} 应为{type}',
    'type.integer': '整数',
    'type.number': '数字',
    'type.string': '字符串',
    'type.boolean': '布尔值',
    'type.array': '列表',
    'type.object': '对象',
    tooLarge: '参数 {field} 不能大于 {limit}',
    tooSmall: '参数 {field} 不能小于 {limit}',
    tooLong: '参数 {field} 不能超过 {limit} 个',
    tooShort: '参数 {field} 不能少于 {limit} 个字符',
    empty: '参数 {field} 不能为空',
    badFormat: '参数 {field} 格式不正确',
    notAllowed: '参数 {field} 的取值不在允许范围内',
    tooManyRequests: '操作过于频繁，请稍后再试',
    bodyTooLarge: '提交的内容过大',
    badRequest: '请求格式不正确',
    headersTooLarge: '请求头过大',
    serverError: '服务器繁忙，请稍后重试',
    notFound: '请求的接口不存在',
  },
  en: {
    missingField: 'Missing parameter {field}',
    wrongType: 'Parameter {field} must be {type}',
    'type.integer': 'an integer',
    'type.number': 'a number',
    'type.string': 'a string',
    'type.boolean': 'a boolean',
    'type.array': 'a list',
    'type.object': 'an object',
    tooLarge: 'Parameter {field} must not be greater than {limit}',
    tooSmall: 'Parameter {field} must not be less than {limit}',
    tooLong: 'Parameter {field} must not exceed {limit}',
    tooShort: 'Parameter {field} must have at least {limit} characters',
    empty: 'Parameter {field} must not be empty',
    badFormat: 'Parameter {field} has a wrong format',
    notAllowed: 'Parameter {field} has a value that is not allowed',
    tooManyRequests: 'Too many attempts, please try again later',
    bodyTooLarge: 'The request body is too large',
    badRequest: 'The request is malformed',
    headersTooLarge: 'The request headers are too large',
    serverError: 'The server is busy, please try again later',
    notFound: 'No such API',
  },
};

/** The client sends its interface language (zh-CN or en); the first listed language decides. */
export function pickLanguage(acceptLanguage: string | undefined): Lang {
  return acceptLanguage && /^\s*en\b/i.test(acceptLanguage) ? 'en' : 'zh';
}

export function t(lang: Lang, key: string, vars: Record<string, unknown> = {}): string {
  const text = texts[lang][key] ?? (domainTexts[lang] as Record<string, string>)[key] ?? texts.zh[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}
