/**
 * The tracker of an application in progress: the steps done with who did what and when, the current step with its
 * handlers, the steps still to come, the likely finish date, and withdraw while no approver has acted (getMatterDetail
 * can_withdraw).
 */
import { Text, View } from '@tarojs/components';
import { actedByText } from '@contract/rules/grants';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import { useMattersTranslation } from '../i18n';
import { stepTone } from '../rules/step-tone';
import { RouteSteps } from '../shared/route-steps';
import { splitRoute, useMatterTracker } from './use-matter-tracker';

interface Props {
  instId: string;
  currentNodeIds: string[];
  onWithdraw(): void;
}

export function MatterTracker({ instId, currentNodeIds, onWithdraw }: Props) {
  const { t, i18n } = useMattersTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { state, retry } = useMatterTracker(instId);
  if (state.status === 'loading') return <Text className="ch-matter-muted ch-tracker">{t('trackerLoading')}</Text>;
  if (state.status !== 'ready') {
    return (
      <View className="ch-tracker">
        <Text className="ch-matter-muted">{t('trackerFailed')}</Text>
        <Button size="small" kind="text" onClick={retry}>
          {t('retry')}
        </Button>
      </View>
    );
  }
  const { detail, route } = state.data;
  const { current, next } = splitRoute(route, currentNodeIds);
  return (
    <View className="ch-tracker" data-testid="matter-tracker">
      <View className="ch-tracker__group" {...roleProps('list')} aria-label={t('trackerDone')}>
        {detail.steps.map((s, i) => (
          <View key={`${s.created}-${i}`} className={`ch-tracker__step ch-tracker__step--${stepTone(s.action)}`} data-tone={stepTone(s.action)} {...roleProps('listitem')}>
            <Text className="ch-tracker__dot" aria-hidden="true" />
            <View className="ch-tracker__text">
              <Text className="ch-tracker__name">
                {s.node_name} · {t(`action_${s.action}`, { defaultValue: s.action })}
              </Text>
              <Text className="ch-matter-muted">{[s.actor_name && actedByText(s.actor_name, s.agent_name, lang), s.created.slice(0, 16)].filter(Boolean).join(' · ')}</Text>
              {s.opinion ? <Text className="ch-tracker__opinion">{s.opinion}</Text> : null}
            </View>
          </View>
        ))}
        <RouteSteps current={current} next={next} />
      </View>
      <View className="ch-tracker__foot">
        {route.finish_at ? (
          <Text className="ch-tracker__finish" data-testid="tracker-finish">
            {t('trackerFinish', { time: route.finish_at.slice(0, 16) })}
          </Text>
        ) : null}
        {detail.can_withdraw === 1 ? (
          <Button size="small" onClick={onWithdraw} testId="withdraw">
            {t('withdraw')}
          </Button>
        ) : null}
      </View>
    </View>
  );
}
