/** The mobile number or email address a code goes to (sign-up, reset, and the phone and email dialogs). */
import Field from '@/ui/field';
import { useAccountTranslation } from './i18n';
import type { ContactKind } from './rules/contact';

interface Props {
  kind: ContactKind;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  testId: string;
  autoFocus?: boolean;
}

export function ContactField({ kind, label, value, onChange, error, testId, autoFocus }: Props) {
  const { t } = useAccountTranslation();
  const email = kind === 'email';
  return (
    <Field
      label={label}
      type={email ? 'text' : 'digits'}
      value={value}
      onChange={onChange}
      placeholder={t(email ? 'emailHint' : 'mobileHint')}
      autoComplete={email ? 'email' : 'tel'}
      maxLength={email ? 254 : 11}
      error={error}
      testId={testId}
      autoFocus={autoFocus}
    />
  );
}
