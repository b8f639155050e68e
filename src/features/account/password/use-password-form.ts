/**
 * The password form's state (spec §3 "Password form" oldPwd, newPwd, newPwd2; §5): inputs trimmed; the old password
 * checked on the server when the user leaves its field; the new one by the spec's rule; the confirmation must match.
 * Submits repassword.
 */
import { useRef, useState } from 'react';
import { checkNewPassword, checkOldPassword, checkPasswordConfirm, type Problem } from '@contract/rules/validation';
import { api } from '@/services/api';
import { useAccountTranslation } from '../i18n';
import { serverReason } from '../server-reason';
import { passwordProblem } from '../verify-password';

type Key = 'oldPwd' | 'newPwd' | 'newPwd2';
type Errors = Partial<Record<Key | 'form', string>>;

const EMPTY: Record<Key, string> = { oldPwd: '', newPwd: '', newPwd2: '' };

export function usePasswordForm(onChanged: () => void) {
  const { t } = useAccountTranslation();
  const text = (problem: Problem) => (problem ? t(`translation:spec.${problem}`) : undefined);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // The blur check answers later: its verdict counts only for the password still in the field.
  const current = useRef(values);
  current.current = values;

  const change = (key: Key) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  const checkOld = async () => {
    const password = values.oldPwd.trim();
    const problem = text(checkOldPassword(password)) ?? (await passwordProblem(password));
    if (current.current.oldPwd.trim() === password) setErrors((e) => ({ ...e, oldPwd: problem ?? undefined }));
  };

  const submit = async () => {
    if (busy) return;
    const next: Errors = {
      // A wrong old password found when its field was left stands until it is edited.
      oldPwd: text(checkOldPassword(values.oldPwd)) ?? errors.oldPwd,
      newPwd: text(checkNewPassword(values.newPwd)),
      newPwd2: text(checkPasswordConfirm(values.newPwd, values.newPwd2)),
    };
    setErrors(next);
    if (next.oldPwd || next.newPwd || next.newPwd2) return;
    setBusy(true);
    try {
      await api.repassword({ password: values.oldPwd.trim(), 'new-password': values.newPwd.trim() }, { quiet: true });
      onChanged();
    } catch (err) {
      setErrors({ form: serverReason(err, t('translation:spec.network')) });
      setBusy(false);
    }
  };

  return { values, errors, busy, change, checkOld, submit };
}
