/**
 * Starting an application for someone who granted the user (spec §6, §7 agent params): offered when an account that
 * granted them covers this service. Choosing that person sets the agent params the request wrapper merges into every
 * call, the start included; 本人 clears them, and so does leaving the page.
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { GrantedUser } from '@contract/calls/account';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import { useAgent } from '@/stores/agent';
import { useSession } from '@/stores/session';
import Pressable from '@/ui/pressable';
import { useIdentityTranslation } from '../i18n';
import { grantsCovering } from '../rules/grant-rules';
import './agent.scss';

export function ActForChoice({ appName }: { appName: string }) {
  const acting = useSession((s) => Boolean(s.user?.actor));
  return acting ? null : <Choice appName={appName} />;
}

function Choice({ appName }: { appName: string }) {
  const { t } = useIdentityTranslation();
  const [granted, setGranted] = useState<GrantedUser[]>([]);
  const [forOther, setForOther] = useState(false);
  const agent = useAgent((s) => s.agent);
  const actFor = useAgent((s) => s.actFor);

  useEffect(() => {
    let live = true;
    api.getGrantMeLists(undefined, { quiet: true }).then(
      (list) => live && setGranted(grantsCovering(list, appName)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [appName]);
  // The page starts as the user themself and leaves no one to act for behind it.
  useEffect(() => {
    actFor(null);
    return () => actFor(null);
  }, [actFor]);

  if (granted.length === 0) return null;
  const pick = (g: GrantedUser) => actFor({ agent_uid: g.uid, agent_name: g.name });
  const self = () => {
    setForOther(false);
    actFor(null);
  };
  const other = () => {
    setForOther(true);
    if (granted.length === 1) pick(granted[0]);
  };
  const option = (key: string, label: string, pressed: boolean, onPress: () => void) => (
    <Pressable key={key} className="ch-act-for__option" pressed={pressed} onPress={onPress} testId={`act-for-${key}`}>
      {label}
    </Pressable>
  );

  return (
    <View className="ch-act-for" data-testid="act-for">
      <View className="ch-act-for__row" {...roleProps('group')} aria-label={t('applyFor')}>
        <Text className="ch-act-for__label">{t('applyFor')}</Text>
        {option('self', t('applyForSelf'), !forOther, self)}
        {option('other', t('applyForOther'), forOther, other)}
      </View>
      {forOther ? (
        <View className="ch-act-for__row" {...roleProps('group')} aria-label={t('applyForWhom')}>
          <Text className="ch-act-for__label">{t('applyForWhom')}</Text>
          {granted.map((g) => option(g.uid, `${g.name}（${g.number}）`, agent?.agent_uid === g.uid, () => pick(g)))}
        </View>
      ) : null}
      {agent ? (
        <Text className="ch-act-for__note" {...roleProps('status')} data-testid="act-for-note">
          {t('applyingFor', { name: agent.agent_name })}
        </Text>
      ) : null}
    </View>
  );
}
