/**
 * Checks the user's current password with the server (validate_pass, spec §5): the password form's old password when
 * its field is left, and the phone and email dialogs' first step (a code is sent only after it).
 */
import i18next from 'i18next';
import { api } from '@/services/api';
import { serverReason } from './server-reason';

/** Null when the password is right; else what to show: 密码错误, the server's reason, or 验证失败 with no answer. */
export async function passwordProblem(password: string): Promise<string | null> {
  try {
    const { valid } = await api.validate_pass({ password }, { quiet: true });
    return valid ? null : i18next.t('spec.passwordWrong');
  } catch (err) {
    return serverReason(err, i18next.t('spec.passwordCheckFailed'));
  }
}
