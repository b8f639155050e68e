/**
 * Input rules of spec §5, shared by client forms and server handlers. Each returns the key of the text to show
 * (see ../texts.ts) or null when the value is fine.
 */
import { FEEDBACK_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import type { TextKey } from '../texts';

export const MOBILE_PATTERN = /^1[3-9][0-9]{9}$/;
// Deliberately simple: one @, a dot in the domain, no spaces; the verification code proves the address.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Problem = TextKey | null;

export function checkMobile(value: string): Problem {
  const v = value.trim();
  if (!v) return 'mobileRequired';
  return MOBILE_PATTERN.test(v) ? null : 'mobileInvalid';
}

export function checkEmail(value: string): Problem {
  const v = value.trim();
  if (!v) return 'emailRequired';
  return EMAIL_PATTERN.test(v) ? null : 'emailInvalid';
}

export function checkCode(value: string): Problem {
  return value.trim() ? null : 'codeRequired';
}

/** Confirming a phone change: right number, a code was requested, and a code was entered (in that order). */
export function checkPhoneChange(input: { mobile: string; codeRequested: boolean; code: string }): Problem {
  if (checkMobile(input.mobile)) return 'mobileWrong';
  if (!input.codeRequested) return 'codeNotRequested';
  return checkCode(input.code);
}

export function checkReminderNodes(nodeIds: readonly string[]): Problem {
  return nodeIds.length > 0 ? null : 'reminderNodeRequired';
}

/** Feedback type 1 is about a service and needs one chosen; other types need a brief function description. */
export const FEEDBACK_TYPE_SERVICE = 1;

export function checkFeedback(input: { type: number; apps_id?: number | null; title?: string; content: string }): Partial<Record<'apps_id' | 'title' | 'content', TextKey>> {
  const problems: Partial<Record<'apps_id' | 'title' | 'content', TextKey>> = {};
  if (input.type === FEEDBACK_TYPE_SERVICE) {
    if (!input.apps_id) problems.apps_id = 'feedbackAppRequired';
  } else if (!input.title?.trim()) {
    problems.title = 'feedbackTitleRequired';
  }
  const content = input.content.trim();
  if (!content) problems.content = 'feedbackContentRequired';
  else if (Array.from(content).length > FEEDBACK_MAX_LENGTH) problems.content = 'feedbackContentTooLong';
  return problems;
}

export function checkOldPassword(value: string): Problem {
  return value.trim() ? null : 'oldPasswordRequired';
}

/** At least 8 characters with a digit, an uppercase and a lowercase letter; inputs are trimmed. */
export function checkNewPassword(value: string): Problem {
  const v = value.trim();
  if (!v) return 'passwordRequired';
  const strong = v.length >= PASSWORD_MIN_LENGTH && /[0-9]/.test(v) && /[A-Z]/.test(v) && /[a-z]/.test(v);
  return strong ? null : 'passwordWeak';
}

export function checkPasswordConfirm(newPassword: string, confirm: string): Problem {
  const c = confirm.trim();
  if (!c) return 'passwordConfirmRequired';
  return c === newPassword.trim() ? null : 'passwordMismatch';
}

/**
 * Word count: whitespace is removed; with a ratio, Latin letters count 1/ratio each (the total of them rounded up),
 * so e.g. ratio 2 lets two letters weigh as one Chinese character.
 */
export function countWords(text: string, ratio?: number): number {
  const chars = Array.from(text.replace(/\s+/g, ''));
  if (!ratio || ratio <= 1) return chars.length;
  const latin = chars.filter((c) => /[A-Za-z]/.test(c)).length;
  return chars.length - latin + Math.ceil(latin / ratio);
}

export function checkWordCount(text: string, bounds: { min?: number; max?: number; ratio?: number }): Problem {
  const n = countWords(text, bounds.ratio);
  if (bounds.max !== undefined && n > bounds.max) return 'wordCountTooMany';
  if (bounds.min !== undefined && n < bounds.min) return 'wordCountTooFew';
  return null;
}

export function checkUrl(value: string): Problem {
  return /^https?:\/\//i.test(value) && value.length >= 3 && value.length <= 255 ? null : 'urlInvalid';
}

/** Downloads proceed only for a file name with an extension. */
export function hasFileExtension(name: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(name.trim());
}

/** An upload counts only when the server answered state SUCCESS. */
export function isUploadAccepted(response: { state?: unknown } | null | undefined): boolean {
  return response?.state === 'SUCCESS';
}
