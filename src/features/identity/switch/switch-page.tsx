/** The phone's page body (/site/m_switchIdentity): its heading and the switches, with loading, failure and empty said. */
import { View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { useIdentityTranslation } from '../i18n';
import { AccountSwitches } from './account-switches';

export function SwitchIdentityPage() {
  const { t } = useIdentityTranslation();
  return (
    <View className="ch-switch-page" data-testid="switch-identity-page">
      <View className="ch-switch-page__title" {...roleProps('heading')} aria-level={1}>
        {t('switchTitle')}
      </View>
      <AccountSwitches variant="page" />
    </View>
  );
}
