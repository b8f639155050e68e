/** A mobile number or email as codes and accounts key it, and the spec's answer when another account has it. */
import { DomainError } from '../../domain/errors';
import type { Channel } from './codes.queries';

/** The mobile digits as given (the call's schema checked them), or the email trimmed and lower-cased. */
export function normalisedTarget(channel: Channel, value: string): string {
  return channel === 'sms' ? value.trim() : value.trim().toLowerCase();
}

/** spec §8: 该手机号码已注册 / 该邮箱已注册. */
export function takenError(channel: Channel): DomainError {
  return new DomainError(channel === 'sms' ? 'account.mobileTaken' : 'account.emailTaken');
}
