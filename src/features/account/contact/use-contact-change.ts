/**
 * The phone or email change (spec §4 "Phone change", §5, §7): first the password (请输入密码 when empty; validate_pass
 * must pass before a code can be asked for), then the new number or address with its code (template editcode), whose
 * button runs the countdown (../rules/code-sender.ts). Confirming checks in the spec's order, then update_mobile or
 * setEmail; on success 修改成功 and the new value, masked, for the page.
 */
import { useState } from 'react';
import type { Problem } from '@contract/rules/validation';
import type { TextKey } from '@contract/texts';
import { api } from '@/services/api';
import { showToast } from '@/ui/toast';
import { useAccountTranslation } from '../i18n';
import { checkContactChange, type ContactKind } from '../rules/contact';
import { serverReason } from '../server-reason';
import { useCodeSender } from '../use-code-sender';
import { passwordProblem } from '../verify-password';

type Errors = Partial<Record<'password' | 'value' | 'code' | 'form', string>>;

const CODE_PROBLEMS: Problem[] = ['codeNotRequested', 'codeRequired'];

async function saveContact(kind: ContactKind, value: string, code: string): Promise<string> {
  if (kind === 'mobile') return (await api.update_mobile({ mobile: value, code }, { quiet: true })).mobile;
  return (await api.setEmail({ email: value, code }, { quiet: true })).email;
}

export function useContactChange(kind: ContactKind, onChanged: (masked: string) => void) {
  const { t } = useAccountTranslation();
  const spec = (key: TextKey) => t(`translation:spec.${key}`);
  const [step, setStep] = useState<'password' | 'contact'>('password');
  const [values, setValues] = useState({ password: '', value: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const sender = useCodeSender('editcode');

  const change = (key: keyof typeof values) => (next: string) => {
    setValues((v) => ({ ...v, [key]: next }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  /** Runs one request at a time (spec §4: the busy flag). */
  const guarded = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const verify = () => {
    const password = values.password.trim();
    if (!password) return setErrors({ password: spec('passwordRequired') });
    return guarded(async () => {
      const problem = await passwordProblem(password);
      if (problem) setErrors({ password: problem });
      else setStep('contact');
    });
  };

  const sendCode = async () => {
    const problem = await sender.send(kind, values.value);
    // Once a code is on its way, 请点击发送验证码 no longer holds; a 请输入验证码 from a press of 确定 made while the
    // answer was arriving still does.
    setErrors((e) => (problem ? { ...e, value: spec(problem) } : { ...e, value: undefined, code: e.code === spec('codeNotRequested') ? undefined : e.code }));
  };

  const confirm = () => {
    const value = values.value.trim();
    const problem = checkContactChange(kind, { value, codeRequested: sender.live, code: values.code });
    if (problem) return setErrors({ [CODE_PROBLEMS.includes(problem) ? 'code' : 'value']: spec(problem) });
    return guarded(async () => {
      try {
        const masked = await saveContact(kind, value, values.code.trim());
        showToast({ content: spec('changed'), kind: 'success' });
        onChanged(masked);
      } catch (err) {
        setErrors({ form: serverReason(err, spec('network')) });
      }
    });
  };

  return { step, values, errors, busy, change, verify, sendCode, confirm, code: sender.state };
}
