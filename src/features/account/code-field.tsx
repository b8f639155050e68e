/**
 * The verification code input with its send button beside it (spec §4, §9): 发送验证码, then the 60 s countdown, then
 * 重新发送. The countdown starts with the request, so it also shows that one is on its way (no spinner); the button
 * stays pressable during it so that a press can say 请勿多次发送 (spec §5).
 */
import { Text, View } from '@tarojs/components';
import Button from '@/ui/button';
import Field from '@/ui/field';
import { useAccountTranslation } from './i18n';
import type { CodeState } from './rules/code-sender';
import './account.scss';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
  error?: string | null;
  state: CodeState;
  onSend: () => void;
}

export function CodeField({ value, onChange, onEnter, error, state, onSend }: Props) {
  const { t } = useAccountTranslation();
  return (
    <View className="ch-code-field">
      <Field
        label={t('code')}
        type="digits"
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
        onEnter={onEnter}
        placeholder={t('codeHint')}
        autoComplete="one-time-code"
        maxLength={6}
        error={error}
        testId="code"
      />
      <Button className="ch-code-field__send" onClick={onSend} testId="send-code">
        {state.phase === 'counting' ? (
          <Text data-testid="code-countdown">
            {t('resendIn', { seconds: state.secondsLeft })}
          </Text>
        ) : (
          t(state.phase === 'expired' ? 'resend' : 'sendCode')
        )}
      </Button>
    </View>
  );
}
