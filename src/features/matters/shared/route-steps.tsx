/** The steps of a route still open (with who holds them) and still to come, as list items of a tracker. */
import { Text, View } from '@tarojs/components';
import { listed } from '@/i18n';
import { roleProps } from '@/platform/a11y-role';
import UserText, { TextAround } from '@/ui/user-text';
import { useMattersTranslation } from '../i18n';

interface RouteStep {
  node_id: string;
  node_name: string;
  approvers: { name: string }[];
}

export function RouteSteps({ current, next }: { current: readonly RouteStep[]; next: readonly RouteStep[] }) {
  const { t } = useMattersTranslation();
  const names = (people: { name: string }[]) => listed(people.map((p) => p.name));
  return (
    <>
      {current.map((n) => (
        <View key={n.node_id} className="ch-tracker__step ch-tracker__step--current" {...roleProps('listitem')} data-testid="tracker-current">
          <Text className="ch-tracker__dot" aria-hidden="true" />
          <View className="ch-tracker__text">
            <Text className="ch-tracker__name">{t('trackerAt', { name: n.node_name })}</Text>
            <Text className="ch-tracker__who">
              {n.approvers.length ? <TextAround say={(slot) => t('trackerHandlers', { names: slot })} value={names(n.approvers)} /> : t('trackerHandlers', { names: t('trackerNobody') })}
            </Text>
          </View>
        </View>
      ))}
      {next.map((n) => (
        <View key={n.node_id} className="ch-tracker__step ch-tracker__step--next" {...roleProps('listitem')}>
          <Text className="ch-tracker__dot" aria-hidden="true" />
          <View className="ch-tracker__text">
            <Text className="ch-tracker__name">{n.node_name}</Text>
            <Text className="ch-matter-muted">{n.approvers.length ? <UserText text={names(n.approvers)} /> : t('trackerNobody')}</Text>
          </View>
        </View>
      ))}
    </>
  );
}
