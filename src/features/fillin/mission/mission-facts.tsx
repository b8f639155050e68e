/**
 * What the mission page says about the mission and this period (its status stands by its title): its office, period
 * kind and label, the window, whether several fill-ins
 * are taken, that a submission now is late, and why the reader may not submit now (no warning once they filled it in).
 */
import { Text, View } from '@tarojs/components';
import type { FillMission } from '@contract/calls/fillins';
import { FillinStatus } from '@contract/rules/fillin';
import { roleProps } from '@/platform/a11y-role';
import UserText from '@/ui/user-text';
import { useFillinTranslation } from '../i18n';
import { useFillWords } from '../shared/fill-words';

export function MissionFacts({ mission }: { mission: FillMission }) {
  const { t } = useFillinTranslation();
  const words = useFillWords();
  const { period } = mission;
  const facts = [
    { key: 'office', label: t('office'), value: <UserText text={mission.department} /> },
    { key: 'period', label: t('period'), value: <Text data-testid="mission-period">{`${words.kind(mission.period_kind)} · ${period.label}`}</Text> },
    { key: 'window', label: t('window'), value: <Text data-testid="mission-window">{t('windowRange', { from: words.stamp(period.opens_at), to: words.stamp(period.closes_at) })}</Text> },
  ];
  return (
    <View className="ch-fill-card ch-fill-facts" data-testid="mission-facts">
      {mission.description ? <UserText className="ch-fill-facts__description" text={mission.description} /> : null}
      <View className="ch-fill-facts__list">
        {facts.map((f) => (
          <View key={f.key} className="ch-fill-facts__row">
            <Text className="ch-fill-facts__label">{f.label}</Text>
            <View className="ch-fill-facts__value">{f.value}</View>
          </View>
        ))}
      </View>
      {mission.is_multi === 1 ? <Text className="ch-fill-note">{t('multiHint')}</Text> : null}
      {mission.late ? (
        <Text className="ch-fill-note ch-fill-note--warn" data-testid="late-note">
          {t('lateNote')}
        </Text>
      ) : null}
      {mission.refusal ? (
        <Text className={`ch-fill-note ch-fill-note--${mission.status === FillinStatus.filled ? 'info' : 'warn'}`} {...roleProps('status')} data-testid="mission-refusal">
          {mission.refusal}
        </Text>
      ) : null}
    </View>
  );
}
