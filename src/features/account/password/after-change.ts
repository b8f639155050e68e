/**
 * After the password changed (spec §4 "Password dialog", §8): 修改成功请重新登录, then sign-out after 1 s. The server
 * has ended every session of the user already, this one included, so sign-out here needs no call that could fail.
 */
import i18next from 'i18next';
import { LOGOUT_AFTER_PASSWORD_CHANGE_MS } from '@contract/constants';
import { signOutEnded } from '@/layouts/frame/login-entry';
import { showToast } from '@/ui/toast';

export function afterPasswordChange(): void {
  showToast({ content: i18next.t('spec.passwordChanged'), kind: 'success', durationMs: LOGOUT_AFTER_PASSWORD_CHANGE_MS });
  setTimeout(signOutEnded, LOGOUT_AFTER_PASSWORD_CHANGE_MS);
}
