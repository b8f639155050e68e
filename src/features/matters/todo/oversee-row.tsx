/** One application under oversight (督办): where it waits, who holds each open step and since when, and how long it has waited. */
import { Text, View } from '@tarojs/components';
import type { ResultOf } from '@contract/call';
import type { calls } from '@contract/calls';
import { roleProps } from '@/platform/a11y-role';
import { listed } from '@/i18n';
import UserText, { TextAround } from '@/ui/user-text';
import { useMattersTranslation } from '../i18n';
import { RowHead } from '../lists/row-head';

export type OverseeItem = ResultOf<typeof calls.getOverseeList>['list'][number];

export function OverseeRow({ item }: { item: OverseeItem }) {
  const { t } = useMattersTranslation();
  return (
    <View className="ch-row" {...roleProps('listitem')} data-testid="oversee-row">
      <RowHead title={item.title} userTitle target={null}>
        <Text className={`ch-matter-tag ch-matter-tag--${item.waiting_hours >= 24 ? 'strong' : 'amber'}`}>{t('overseeWaiting', { hours: item.waiting_hours })}</Text>
      </RowHead>
      <View className="ch-row__meta">
        <Text>{item.app_name}</Text>
        <Text>
          <TextAround say={(name) => t('applicant', { name })} value={item.applicant_name} />
        </Text>
        <Text>{t('createdAt', { time: item.created.slice(0, 16) })}</Text>
      </View>
      {item.nodes.map((n) => (
        <Text key={n.node_name} className="ch-row__meta">
          {t('currentNode', { names: n.node_name })} · <UserText text={listed(n.handlers)} /> · {t('overseeSince', { time: n.since.slice(0, 16) })}
        </Text>
      ))}
    </View>
  );
}
