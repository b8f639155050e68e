/**
 * Where a verification code goes: a mobile number or an email address (spec §5). The checks before sending a code
 * and before confirming a change, and what a refused send means.
 */
import { checkCode, checkEmail, checkMobile, checkPhoneChange, type Problem } from '@contract/rules/validation';
import { specTexts } from '@contract/texts';

export type ContactKind = 'mobile' | 'email';

/** Before a code is sent: an empty number asks for one, a wrong one gets the inline text (spec §5). */
export function checkCodeTarget(kind: ContactKind, value: string): Problem {
  if (kind === 'email') return checkEmail(value);
  const problem = checkMobile(value);
  return problem === 'mobileInvalid' ? 'mobileInvalidInline' : problem;
}

/**
 * Confirming a new number (spec §5: 请输入正确的手机号, 请点击发送验证码, 请输入验证码, in that order); an email in the
 * same order with its own texts.
 */
export function checkContactChange(kind: ContactKind, input: { value: string; codeRequested: boolean; code: string }): Problem {
  if (kind === 'mobile') return checkPhoneChange({ mobile: input.value, codeRequested: input.codeRequested, code: input.code });
  return checkEmail(input.value) ?? (input.codeRequested ? checkCode(input.code) : 'codeNotRequested');
}

/**
 * Whether a refused send was refused for coming too soon (请勿多次发送): a code is on its way already, so the countdown
 * goes on; any other refusal (spec §8: already registered, a failure) stops it. The server answers in the reader's
 * language with the spec's texts, so its message tells.
 */
export function sentTooRecently(message: string): boolean {
  return message === specTexts.zh.resendBlocked || message === specTexts.en.resendBlocked;
}
