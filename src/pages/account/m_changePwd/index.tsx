import { View } from '@tarojs/components';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useAccountTranslation } from '@/features/account/i18n';
import { PasswordForm } from '@/features/account/password/password-form';
import { goBack } from '@/platform/navigation';

/** /site/m_changePwd: the change-password form as a page, for phones (spec §2); desktops open it as a dialog. */
export default function MobileChangePasswordPage() {
  const { t } = useAccountTranslation();
  return (
    <MobileFrame title={t('changePassword')}>
      <View className="ch-account-card">
        <View className="ch-account-card__title ch-account-card__title--spaced" role="heading" aria-level={1}>
          {t('changePassword')}
        </View>
        <PasswordForm onCancel={() => goBack('/site/m_personal')} />
      </View>
    </MobileFrame>
  );
}
