import { View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { LoginForm } from '@/features/auth/login-form';
import { useClientTwin } from '@/platform/use-client-twin';

export default function MobileLoginPage() {
  const { t } = useTranslation();
  useClientTwin('/site/m_login');
  return (
    <MobileFrame title={t('login.title')}>
      <View style={{ padding: '24px 16px' }}>
        <LoginForm home="/site/m_indexs" />
      </View>
    </MobileFrame>
  );
}
