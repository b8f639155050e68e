/** The fields of sign-up and password reset for one channel (./use-signup-form.ts), and the button that sends them. */
import { View } from '@tarojs/components';
import Button from '@/ui/button';
import Field from '@/ui/field';
import { CodeField } from '../code-field';
import { ContactField } from '../contact-field';
import { FormError } from '../form-error';
import { useAccountTranslation } from '../i18n';
import type { ContactKind } from '../rules/contact';
import { useSignupForm, type SignupMode } from './use-signup-form';

export function SignupForm({ mode, kind }: { mode: SignupMode; kind: ContactKind }) {
  const { t } = useAccountTranslation();
  const form = useSignupForm(mode, kind);
  const { values, errors } = form;
  const submit = () => void form.submit();
  const password = (key: 'password' | 'confirm', label: string, hint: string) => (
    <Field label={label} type="password" value={values[key]} onChange={form.change(key)} onEnter={submit} placeholder={hint} autoComplete="new-password" maxLength={128} error={errors[key]} testId={`signup-${key}`} />
  );
  return (
    <View className="ch-account-form">
      <ContactField kind={kind} label={t(kind)} value={values.value} onChange={form.change('value')} error={errors.value} testId="signup-account" />
      <CodeField value={values.code} onChange={form.change('code')} onEnter={submit} error={errors.code} state={form.code} onSend={() => void form.sendCode()} />
      {mode === 'register' ? (
        <Field label={t('name')} value={values.name} onChange={form.change('name')} onEnter={submit} placeholder={t('nameHint')} autoComplete="name" maxLength={30} error={errors.name} testId="signup-name" />
      ) : null}
      {password('password', t(mode === 'register' ? 'signupPassword' : 'newPassword'), t('newPasswordHint'))}
      {password('confirm', t('confirmPassword'), t('confirmPasswordHint'))}
      <FormError message={errors.form} testId="signup-error" />
      <Button kind="primary" size="large" block loading={form.busy} onClick={submit} testId={`${mode}-submit`}>
        {t(mode === 'register' ? 'registerSubmit' : 'resetSubmit')}
      </Button>
    </View>
  );
}
