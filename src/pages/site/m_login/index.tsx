import { View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { CampusSignIn } from '@/features/auth/campus-sign-in';
import { LoginForm } from '@/features/auth/login-form';
import { HOME_ROUTE } from '@/routes';

export default function MobileLoginPage() {
  const { t } = useTranslation();
  return (
    <MobileFrame title={t('auth:title')} signIn={false}>
      <View style={{ display: 'flex', flexDirection: 'column', gap: '16px', padding: '24px 16px' }}>
        <CampusSignIn />
        <LoginForm home={HOME_ROUTE} />
      </View>
    </MobileFrame>
  );
}
