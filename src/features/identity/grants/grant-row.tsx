/** One grant the user made: to whom, from when to when, for which services, its status, and 撤销 while it can end. */
import { Text, View } from '@tarojs/components';
import type { MyGrant } from '@contract/calls/account';
import { listed } from '@/i18n';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import UserText from '@/ui/user-text';
import { useIdentityTranslation } from '../i18n';
import { servicesText } from '../rules/grant-rules';

export function GrantRow({ grant, onRevoke }: { grant: MyGrant; onRevoke(): void }) {
  const { t } = useIdentityTranslation();
  const live = grant.status === 'active' || grant.status === 'pending';
  return (
    <View className="ch-grant" {...roleProps('listitem')} data-testid={`grant-${grant.id}`}>
      <View className="ch-grant__head">
        <Text className="ch-grant__who">
          <UserText text={grant.grantee.name} /> <Text className="ch-grant__muted">{grant.grantee.number}</Text>
        </Text>
        <Text className={`ch-grant__status ch-grant__status--${grant.status}`} data-testid="grant-status">
          {t(`status_${grant.status}`)}
        </Text>
      </View>
      <Text className="ch-grant__line">
        {t('period')}: {t('periodText', { start: grant.start_date, end: grant.end_date })}
      </Text>
      <Text className="ch-grant__line">
        {t('services')}: {servicesText(grant.app_names, t('allMatters'), listed)}
      </Text>
      {live ? (
        <View className="ch-grant__actions">
          <Button size="small" onClick={onRevoke} ariaLabel={t('revokeLabel', { name: grant.grantee.name })} testId={`revoke-${grant.id}`}>
            {t('revoke')}
          </Button>
        </View>
      ) : null}
    </View>
  );
}
