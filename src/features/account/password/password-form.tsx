/**
 * The change-password form, one for the dialog (desktops, spec §2 layout two) and the page phones open
 * (/site/m_changePwd): old, new and confirmed password, cancel and confirm.
 */
import { View } from '@tarojs/components';
import Button from '@/ui/button';
import Field from '@/ui/field';
import { useAccountTranslation } from '../i18n';
import { afterPasswordChange } from './after-change';
import { usePasswordForm } from './use-password-form';
import '../account.scss';

export function PasswordForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useAccountTranslation();
  const form = usePasswordForm(afterPasswordChange);
  const submit = () => void form.submit();
  return (
    <View className="ch-account-form" data-testid="password-form">
      <Field
        label={t('oldPassword')}
        type="password"
        value={form.values.oldPwd}
        onChange={form.change('oldPwd')}
        onBlur={() => void form.checkOld()}
        onEnter={submit}
        placeholder={t('oldPasswordHint')}
        autoComplete="current-password"
        maxLength={128}
        error={form.errors.oldPwd}
        testId="old-password"
      />
      <Field
        label={t('newPassword')}
        type="password"
        value={form.values.newPwd}
        onChange={form.change('newPwd')}
        onEnter={submit}
        placeholder={t('newPasswordHint')}
        autoComplete="new-password"
        maxLength={128}
        error={form.errors.newPwd}
        testId="new-password"
      />
      <Field
        label={t('confirmPassword')}
        type="password"
        value={form.values.newPwd2}
        onChange={form.change('newPwd2')}
        onEnter={submit}
        placeholder={t('confirmPasswordHint')}
        autoComplete="new-password"
        maxLength={128}
        error={form.errors.newPwd2}
        testId="confirm-password"
      />
      {form.errors.form ? (
        <View className="ch-account-form__error" role="alert" data-testid="password-error">
          {form.errors.form}
        </View>
      ) : null}
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
