/**
 * Texts the server itself says (errors), in Chinese by default and English when the client prefers it.
 * Domain errors are keyed by their code: their texts are declared with them (./domain-errors.ts).
 */
import type { Lang } from '../domain/lang';
import { domainErrorText } from './domain-errors';

export type { Lang };

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
  const text = texts[lang][key] ?? domainErrorText(key, lang) ?? texts.zh[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}
