/**
 * Off-campus sign-up and password reset (spec §1, §6; registerAccount, resetPassword): a mobile number or an email
 * address with a code sent to it (template register or reset), a name when signing up, and the new password twice.
 * Every field has the spec's text (§5); a code must have been sent before the form goes. Afterwards the login page,
 * with the account filled in.
 */
import { useState } from 'react';
import { checkCode, checkEmail, checkMobile, checkNewPassword, checkPasswordConfirm, type Problem } from '@contract/rules/validation';
import { api } from '@/services/api';
import { restartAt } from '@/platform/navigation';
import { LOGIN_ROUTE } from '@/routes';
import { showToast } from '@/ui/toast';
import { useAccountTranslation } from '../i18n';
import type { ContactKind } from '../rules/contact';
import { serverReason } from '../server-reason';
import { useCodeSender } from '../use-code-sender';

export type SignupMode = 'register' | 'reset';
type Key = 'value' | 'code' | 'name' | 'password' | 'confirm';
type Errors = Partial<Record<Key | 'form', string>>;

function send(mode: SignupMode, kind: ContactKind, v: Record<Key, string>) {
  const contact = { account_type: kind, [kind]: v.value.trim(), code: v.code.trim() };
  if (mode === 'register') return api.registerAccount({ ...contact, name: v.name.trim(), password: v.password.trim() }, { quiet: true });
  return api.resetPassword({ ...contact, 'new-password': v.password.trim() }, { quiet: true });
}

export function useSignupForm(mode: SignupMode, kind: ContactKind) {
  const { t } = useAccountTranslation();
  const [values, setValues] = useState<Record<Key, string>>({ value: '', code: '', name: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const sender = useCodeSender(mode);
  const text = (problem: Problem) => (problem ? t(`translation:spec.${problem}`) : undefined);

  const change = (key: Key) => (next: string) => {
    setValues((v) => ({ ...v, [key]: next }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  const sendCode = async () => {
    const problem = await sender.send(kind, values.value);
    // Once a code is on its way, 请点击发送验证码 no longer holds.
    setErrors((e) => (problem ? { ...e, value: text(problem) } : { ...e, value: undefined, code: undefined }));
  };

  const submit = async () => {
    if (busy) return;
    const next: Errors = {
      value: text(kind === 'mobile' ? checkMobile(values.value) : checkEmail(values.value)),
      // The server is the judge of a code's age: here it only has to have been sent.
      code: text(sender.state.sentBefore ? checkCode(values.code) : 'codeNotRequested'),
      name: mode === 'register' && !values.name.trim() ? t('nameRequired') : undefined,
      password: text(checkNewPassword(values.password)),
      confirm: text(checkPasswordConfirm(values.password, values.confirm)),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await send(mode, kind, values);
      showToast({ content: t(mode === 'register' ? 'registered' : 'reset'), kind: 'success' });
      restartAt(LOGIN_ROUTE, { account: values.value.trim() });
    } catch (err) {
      setErrors({ form: serverReason(err, t('translation:spec.network')) });
      setBusy(false);
    }
  };

  return { values, errors, busy, change, sendCode, submit, code: sender.state };
}
