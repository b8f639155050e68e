/**
 * While the session acts for a granting account (UserInfo.actor, spec §6), every page says so at its top and offers
 * the way back: changeUserLogin to the real person's own uid, then the page loads again as them.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n';
import { roleProps } from '@/platform/a11y-role';
import { useSession } from '@/stores/session';
import Button from '@/ui/button';
import './acting-banner.scss';

export function ActingBanner() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const [busy, setBusy] = useState(false);
  const actor = user?.actor;
  if (!user || !actor) return null;
  const back = () => {
    if (busy) return;
    setBusy(true);
    useSession
      .getState()
      .switchTo({ account: actor.uid })
      .catch(() => setBusy(false));
  };
  return (
    <View className="ch-acting" {...roleProps('status')} data-testid="acting-banner">
      <View className="ch-acting__inner">
        <Text className="ch-acting__text">{t('frame.acting', { name: user.name, actor: actor.name })}</Text>
        <Button size="small" kind="primary" onClick={back} loading={busy} disabled={busy} testId="back-to-own">
          {t('frame.backToOwn')}
        </Button>
      </View>
    </View>
  );
}
