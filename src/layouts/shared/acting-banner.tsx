/**
 * While the session acts for a granting account (UserInfo.actor, spec §6), every page says so at its top and offers
 * the way back: changeUserLogin to the real person's own uid, then the page loads again as them.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { defineTexts } from '@/i18n/define-texts';
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { roleProps } from '@/platform/a11y-role';
import { useSession } from '@/stores/session';
import Button from '@/ui/button';
import './acting-banner.scss';
import { TextAround } from '@/ui/user-text';

/** Its own namespace, loaded with the banner: only a session acting for someone needs it. */
const useActingTranslation = lazyNamespace(
  'acting',
  defineTexts(
    { acting: '您正在代 {{name}} 办理（本人：{{actor}}）', backToOwn: '返回本人账号' },
    { acting: 'You are acting for {{name}} (you are {{actor}})', backToOwn: 'Back to my account' },
  ),
).useTexts;

export function ActingBanner() {
  const { t } = useActingTranslation();
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
        <Text className="ch-acting__text"><TextAround say={(slot) => t('acting', { name: slot, actor: actor.name })} value={user.name} /></Text>
        <Button size="small" kind="primary" onClick={back} loading={busy} disabled={busy} testId="back-to-own">
          {t('backToOwn')}
        </Button>
      </View>
    </View>
  );
}
