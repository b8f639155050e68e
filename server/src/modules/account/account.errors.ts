/** The user centre's account failures: codes sent by SMS or email, contacts, passwords, registration. */
import { ErrorCode } from '../../../../contract/envelope';
import { specTexts } from '../../../../contract/texts';
import type { DomainErrorTable } from '../../domain/errors';

// Texts from specTexts are the ones the spec fixes (§5, §8), the same the client shows for them.
export const accountErrors = {
  'account.codeInvalid': { status: 400, e: ErrorCode.FAILED, zh: '验证码错误或已失效', en: 'The code is wrong or has expired' },
  'account.resendTooSoon': { status: 429, e: ErrorCode.TOO_MANY_REQUESTS, zh: specTexts.zh.resendBlocked, en: specTexts.en.resendBlocked },
  'account.sendLimit': { status: 429, e: ErrorCode.TOO_MANY_REQUESTS, zh: '验证码发送次数过多，请 {minutes} 分钟后再试', en: 'Too many codes were sent; please try again in {minutes} minutes' },
  'account.sendFailed': { status: 502, e: ErrorCode.FAILED, zh: specTexts.zh.sendFailed, en: specTexts.en.sendFailed },
  // spec §8: "already registered" stops the code countdown; its own e lets the client tell it from other failures.
  'account.mobileTaken': { status: 409, e: ErrorCode.CONFLICT, zh: specTexts.zh.mobileTaken, en: specTexts.en.mobileTaken },
  'account.emailTaken': { status: 409, e: ErrorCode.CONFLICT, zh: specTexts.zh.emailTaken, en: specTexts.en.emailTaken },
  'account.mobileRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: specTexts.zh.mobileRequired, en: specTexts.en.mobileRequired },
  'account.emailRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: specTexts.zh.emailRequired, en: specTexts.en.emailRequired },
  'account.nameRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '请输入姓名', en: 'Please enter your name' },
  'account.passwordWrong': { status: 400, e: ErrorCode.FAILED, zh: specTexts.zh.passwordWrong, en: specTexts.en.passwordWrong },
  'account.passwordRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: specTexts.zh.passwordRequired, en: specTexts.en.passwordRequired },
  'account.passwordWeak': { status: 400, e: ErrorCode.INVALID_INPUT, zh: specTexts.zh.passwordWeak, en: specTexts.en.passwordWeak },
  // The phone-change dialog's password step (spec §5): a code for a new contact needs the password first.
  'account.passwordNotConfirmed': { status: 403, e: ErrorCode.FAILED, zh: specTexts.zh.passwordRequired, en: specTexts.en.passwordRequired },
  'account.registrationClosed': { status: 403, e: ErrorCode.FORBIDDEN, zh: '暂未开放注册', en: 'Registration is not open' },
} satisfies DomainErrorTable<'account'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    account: typeof accountErrors;
  }
}
