import { View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { LoginForm } from '@/features/auth/login-form';
import { HOME_ROUTE } from '@/routes';

export default function MobileLoginPage() {
  const { t } = useTranslation();
  return (
    <MobileFrame title={t('auth:title')} signIn={false}>
      <View style={{ padding: '24px 16px' }}>
        <LoginForm home={HOME_ROUTE} />
      </View>
    </MobileFrame>
  );
}
