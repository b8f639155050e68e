/**
 * The change-password form, one for the dialog (desktops, spec §2 layout two) and the page phones open
 * (/site/m_changePwd): old, new and confirmed password, cancel and confirm.
 */
import { View } from '@tarojs/components';
import Button from '@/ui/button';
import Field from '@/ui/field';
import { useAccountTranslation } from '../i18n';
import { FormError } from '../form-error';
import { afterPasswordChange } from './after-change';
import { usePasswordForm } from './use-password-form';
import '../account.scss';

interface Props {
  onCancel: () => void;
  /** The dialog closes once the password changed; the page stays until the sign-out. */
  onChanged?: () => void;
}

export function PasswordForm({ onCancel, onChanged }: Props) {
  const { t } = useAccountTranslation();
  const form = usePasswordForm(() => {
    onChanged?.();
    afterPasswordChange();
  });
  const submit = () => void form.submit();
  const password = (key: 'oldPwd' | 'newPwd' | 'newPwd2', label: string, hint: string, testId: string) => (
    <Field
      label={label}
      type="password"
      value={form.values[key]}
      onChange={form.change(key)}
      // The old password is checked on the server as soon as the user leaves it (spec §5).
      onBlur={key === 'oldPwd' ? () => void form.checkOld() : undefined}
      onEnter={submit}
      placeholder={hint}
      autoComplete={key === 'oldPwd' ? 'current-password' : 'new-password'}
      maxLength={128}
      error={form.errors[key]}
      testId={testId}
    />
  );
  return (
    <View className="ch-account-form" data-testid="password-form">
      {password('oldPwd', t('oldPassword'), t('oldPasswordHint'), 'old-password')}
      {password('newPwd', t('newPassword'), t('newPasswordHint'), 'new-password')}
      {password('newPwd2', t('confirmPassword'), t('confirmPasswordHint'), 'confirm-password')}
      <FormError message={form.errors.form} testId="password-error" />
      <View className="ch-account-form__actions">
        <Button onClick={onCancel} testId="password-cancel">
          {t('cancel')}
        </Button>
        <Button kind="primary" loading={form.busy} onClick={submit} testId="password-submit">
          {t('confirm')}
        </Button>
      </View>
    </View>
  );
}
