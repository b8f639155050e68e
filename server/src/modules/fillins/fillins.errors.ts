/**
 * The fill-ins area's failures. A refused submission answers with the codes of contract/rules/fillin.ts
 * (FillinRefusal), so the mission page tells "closed" from "not for you" without reading `m`; `m` says it in words,
 * with the window's times.
 */
import { ErrorCode } from '../../../../contract/envelope';
import { FillinRefusal } from '../../../../contract/rules/fillin';
import type { DomainError, DomainErrorTable } from '../../domain/errors';
import type { Lang } from '../../domain/lang';

export const fillinsErrors = {
  'fillins.notInPopulation': { status: 403, e: FillinRefusal.NOT_IN_POPULATION, zh: '您不在该填报任务的填报范围内', en: 'You are not among the people this fill-in is for' },
  'fillins.notOpen': { status: 409, e: FillinRefusal.NOT_OPEN, zh: '本期填报尚未开始，将于 {opensAt} 开始', en: 'This period is not open yet; it opens at {opensAt}' },
  'fillins.notDue': { status: 409, e: FillinRefusal.NOT_OPEN, zh: '{day} 为节假日，本期无需填报', en: '{day} is a holiday: nothing is due for it' },
  'fillins.closed': { status: 409, e: FillinRefusal.CLOSED, zh: '本期填报已于 {closesAt} 截止', en: 'This period closed at {closesAt}' },
  'fillins.editClosed': { status: 409, e: FillinRefusal.CLOSED, zh: '本期填报已于 {closesAt} 截止，不能再修改', en: 'This period closed at {closesAt}, so it can no longer be changed' },
  'fillins.alreadyFilled': { status: 409, e: FillinRefusal.ALREADY_FILLED, zh: '您本期已填报，可修改已提交的内容', en: 'You have filled this period in already; you may change what you submitted' },
  'fillins.ended': { status: 409, e: FillinRefusal.ENDED, zh: '该填报任务已结束', en: 'This fill-in has ended' },
  'fillins.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该填报任务不存在', en: 'This fill-in does not exist' },
  'fillins.noSuchPeriod': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '该填报任务没有第 {num} 期', en: 'This fill-in has no period {num}' },
  'fillins.submissionNotFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该填报记录不存在', en: 'This submission does not exist' },
  'fillins.notYours': { status: 403, e: ErrorCode.FORBIDDEN, zh: '只能修改本人的填报', en: 'Only your own submissions can be changed' },
  'fillins.badData': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '填报内容格式不正确', en: 'The filled-in values are malformed' },
  'fillins.outOfScope': { status: 403, e: ErrorCode.FORBIDDEN, zh: '该部门不在您的数据范围内', en: 'This department is outside your data scope' },
  'fillins.remindTooSoon': {
    status: 429,
    e: ErrorCode.TOO_MANY_REQUESTS,
    zh: '已于 {at} 提醒过，请 {minutes} 分钟后再提醒',
    en: 'They were reminded at {at}; you may remind them again in {minutes} minutes',
  },
} satisfies DomainErrorTable<'fillins'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    fillins: typeof fillinsErrors;
  }
}

/** A refusal of this area in the reader's language, with its details filled in (the mission page shows why before a submit). */
export function refusalText(error: DomainError, lang: Lang): string {
  const declared = (fillinsErrors as Record<string, { zh: string; en: string }>)[error.code];
  if (!declared) return error.code;
  return declared[lang].replace(/\{(\w+)\}/g, (_, name: string) => String(error.details[name] ?? ''));
}
