/**
 * The one-time TOTP prompt (spec §8: e = 2 shows it), hosted by every layout. The code goes to the waiting call's
 * retry and the server judges it; here only its form (six digits) is checked.
 */
import { useState } from 'react';
import { Text } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { useTotpPrompt } from '@/stores/totp-prompt';
import Button from '@/ui/button';
import Field from '@/ui/field';
import Popup from '@/ui/popup';

const CODE = /^\d{6}$/;

export function TotpPrompt() {
  const { t } = useTranslation();
  const open = useTotpPrompt((s) => s.retry !== null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  if (!open) return null;

  const finish = (action: () => void) => {
    setCode('');
    setInvalid(false);
    action();
  };
  const submit = () => {
    if (!CODE.test(code)) return setInvalid(true);
    finish(() => useTotpPrompt.getState().submit(code));
  };
  return (
    <Popup visible title={t('totp.title')} onClose={() => finish(useTotpPrompt.getState().dismiss)} closeLabel={t('totp.cancel')}>
      <Text className="ch-totp__hint">{t('totp.hint')}</Text>
      <Field
        label={t('totp.code')}
        type="digits"
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        onEnter={submit}
        autoComplete="one-time-code"
        maxLength={6}
        error={invalid ? t('totp.invalid') : null}
        testId="totp-code"
      />
      <Button kind="primary" block onClick={submit} testId="totp-submit">
        {t('totp.submit')}
      </Button>
    </Popup>
  );
}
