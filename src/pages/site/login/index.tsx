import { View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { DesktopPage } from '@/features/frame/desktop-page';
import { CampusSignIn } from '@/features/auth/campus-sign-in';
import { LoginForm } from '@/features/auth/login-form';
import { HOME_ROUTE } from '@/routes';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <DesktopPage title={t('auth:title')} signIn={false}>
      <View style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '16px', padding: '64px 24px' }}>
        <CampusSignIn />
        <LoginForm home={HOME_ROUTE} />
      </View>
    </DesktopPage>
  );
}
