/**
 * The applications in progress by service and step, most waiting first: how many wait there and the longest wait.
 * Choosing a step narrows the list below to it; choosing it again shows every step.
 */
import { Text, View } from '@tarojs/components';
import type { MonitoredNode } from '@contract/calls/supervision';
import { roleProps } from '@/platform/a11y-role';
import { useUiSettings } from '@/stores/ui-settings';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useSupervisionTranslation } from '../i18n';
import { countText, durationText } from '../rules/figures';

/** Steps shown before the list: the busiest; the rest are reached through the list's filters. */
const SHOWN = 8;

const same = (a: MonitoredNode | null, b: MonitoredNode) => a !== null && a.app_id === b.app_id && a.node_id === b.node_id;

export function NodeTable({ nodes, chosen, onChoose }: { nodes: MonitoredNode[]; chosen: MonitoredNode | null; onChoose(node: MonitoredNode | null): void }) {
  const { t } = useSupervisionTranslation();
  const lang = useUiSettings((s) => s.lang);
  if (nodes.length === 0) return null;
  return (
    <View className="ch-sv-panel">
      <View className="ch-sv-panel__title">{t('nodes')}</View>
      <View className="ch-sv-nodes" {...roleProps('group')} aria-label={t('nodes')} data-testid="monitoring-nodes">
        {nodes.slice(0, SHOWN).map((n) => (
          <Pressable key={`${n.app_id}:${n.node_id}`} className={`ch-sv-node${same(chosen, n) ? ' ch-sv-node--on' : ''}`} pressed={same(chosen, n)} onPress={() => onChoose(same(chosen, n) ? null : n)} testId="monitoring-node">
            <UserText className="ch-sv-node__name" text={`${n.app_name} · ${n.node_name}`} />
            <Text className="ch-sv-node__figures">
              {t('running')} {countText(n.running, lang)} · {t('longest')} {durationText(n.longest_seconds, t)}
            </Text>
          </Pressable>
        ))}
      </View>
    </View>
  );
}
