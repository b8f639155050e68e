/**
 * The one-time TOTP prompt (spec §8: e = 2 shows it), hosted by every layout: a six-digit code on the number pad, or
 * a recovery code for a user without their phone. The code goes to verifyTotp and the server judges it; its refusal
 * is shown here and the prompt stays open. Here only the form of a code is checked.
 */
import { useState } from 'react';
import { Text } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { useTotpPrompt } from '@/stores/totp-prompt';
import Button from '@/ui/button';
import Field from '@/ui/field';
import Popup from '@/ui/popup';

const FORMS = {
  code: { pattern: /^\d{6}$/, clean: (v: string) => v.replace(/\D/g, '').slice(0, 6), maxLength: 6 },
  recovery: { pattern: /^[0-9a-z]{5}[-\s]?[0-9a-z]{5}$/i, clean: (v: string) => v.slice(0, 11), maxLength: 11 },
};

export function TotpPrompt() {
  const { t } = useTranslation();
  const open = useTotpPrompt((s) => s.open);
  const [kind, setKind] = useState<keyof typeof FORMS>('code');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open) return null;

  const form = FORMS[kind];
  const reset = (next: keyof typeof FORMS) => {
    setKind(next);
    setCode('');
    setError(null);
  };
  const submit = async () => {
    if (busy) return;
    if (!form.pattern.test(code.trim())) return setError(t(kind === 'code' ? 'totp.invalid' : 'totp.invalidRecovery'));
    setBusy(true);
    const refused = await useTotpPrompt.getState().submit(code.trim());
    setBusy(false);
    if (refused === null) reset('code');
    else setError(refused || t('spec.network'));
  };
  const cancel = () => {
    reset('code');
    useTotpPrompt.getState().dismiss();
  };
  return (
    <Popup visible title={t('totp.title')} onClose={cancel}>
      <Text className="ch-totp__hint">{t(kind === 'code' ? 'totp.hint' : 'totp.recoveryHint')}</Text>
      <Field
        key={kind}
        label={t(kind === 'code' ? 'totp.code' : 'totp.recovery')}
        type={kind === 'code' ? 'digits' : 'text'}
        value={code}
        onChange={(value) => setCode(form.clean(value))}
        onEnter={() => void submit()}
        autoComplete={kind === 'code' ? 'one-time-code' : 'off'}
        maxLength={form.maxLength}
        error={error}
        testId="totp-code"
      />
      <Button kind="primary" block loading={busy} onClick={() => void submit()} testId="totp-submit">
        {t('totp.submit')}
      </Button>
      <Button kind="text" block onClick={() => reset(kind === 'code' ? 'recovery' : 'code')} testId="totp-switch">
        {t(kind === 'code' ? 'totp.useRecovery' : 'totp.useCode')}
      </Button>
    </Popup>
  );
}
