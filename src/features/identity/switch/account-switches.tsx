/**
 * The identities and granting accounts a user may switch to (spec §2, §4, §6): in the header popup (`menu`: nothing
 * at all unless there is something to switch to) and on the phone's page (`page`: loading, failure and empty said).
 * Choosing one moves the session and loads the page again as that identity or account.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { GrantedUser, Identity } from '@contract/calls/account';
import { listed } from '@/i18n';
import { roleProps } from '@/platform/a11y-role';
import { useSession } from '@/stores/session';
import Button from '@/ui/button';
import Empty from '@/ui/empty';
import Loading from '@/ui/loading';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { IdentityLine } from '@/ui/user-text/identity-line';
import { useIdentityTranslation } from '../i18n';
import { servicesText } from '../rules/grant-rules';
import { useSwitchChoices } from './use-switch-choices';
import './switch.scss';

interface Props {
  variant: 'menu' | 'page';
}

export function AccountSwitches({ variant }: Props) {
  const { t } = useIdentityTranslation();
  const { state, reload } = useSwitchChoices();
  const [busy, setBusy] = useState<string | null>(null);
  const inPage = variant === 'page';

  if (state.kind === 'loading') return inPage ? <Loading label={t('loading')} /> : null;
  if (state.kind === 'failed')
    return inPage ? (
      <View className="ch-switch__failed" {...roleProps('alert')}>
        <Text>{t('loadFailed')}</Text>
        <Button size="small" onClick={reload} testId="switch-retry">
          {t('retry')}
        </Button>
      </View>
    ) : null;
  const { identities, granted, any } = state.choices;
  if (!any) return inPage ? <Empty description={t('nothingToSwitch')} /> : null;

  const switchTo = (key: string, to: { identity: string } | { account: string }) => {
    if (busy) return;
    setBusy(key);
    useSession
      .getState()
      .switchTo(to)
      .catch(() => setBusy(null));
  };

  const identity = (i: Identity) => {
    const name = <IdentityLine className="ch-switch__name" identityName={i.identity_name} college={i.college} />;
    const detail = <Text className="ch-switch__sub">{i.number}</Text>;
    if (i.isCurrent === 1)
      return (
        <View key={i.uid} className="ch-switch__entry ch-switch__entry--current" aria-current="true" data-testid={`identity-${i.uid}`}>
          <View className="ch-switch__text">
            {name}
            {detail}
          </View>
          <Text className="ch-switch__tag">{t('current')}</Text>
        </View>
      );
    return (
      <Pressable key={i.uid} className="ch-switch__entry" onPress={() => switchTo(i.uid, { identity: i.uid })} testId={`identity-${i.uid}`}>
        <View className="ch-switch__text">
          {name}
          {detail}
        </View>
        {busy === i.uid ? <Text className="ch-switch__sub">{t('switching')}</Text> : null}
      </Pressable>
    );
  };

  const account = (g: GrantedUser) => (
    <Pressable key={g.uid} className="ch-switch__entry" onPress={() => switchTo(g.uid, { account: g.uid })} testId={`granted-${g.uid}`}>
      <View className="ch-switch__text">
        <Text className="ch-switch__name">
          <UserText text={g.name} /> <Text className="ch-switch__sub">{g.number}</Text>
        </Text>
        <Text className="ch-switch__sub">
          {t('until', { date: g.end_date })} · {servicesText(g.app_names, t('allMatters'), listed)}
        </Text>
      </View>
      {busy === g.uid ? <Text className="ch-switch__sub">{t('switching')}</Text> : null}
    </Pressable>
  );

  const group = (key: string, title: string, items: JSX.Element[]) =>
    items.length > 0 ? (
      <View key={key} className="ch-switch__group" {...roleProps('group')} aria-label={title} data-testid={`switch-${key}`}>
        <Text className="ch-switch__title">{title}</Text>
        {items}
      </View>
    ) : null;

  return (
    <View className={`ch-switch ch-switch--${variant}`} data-testid="account-switches">
      {group('identities', t('identities'), identities.map(identity))}
      {group('granted', t('grantedAccounts'), granted.map(account))}
    </View>
  );
}
