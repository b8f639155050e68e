/**
 * One application the user launched: the service, its status (spec §4: 0 in progress with its current nodes, 1
 * terminated, 2 completed, 4 withdrawn), when it was made or finished; it opens by the spec's routing rule (a returned
 * one as the resubmit view). In progress it offers its tracker and, when is_reminder is yes, the reminder.
 */
import { Text, View } from '@tarojs/components';
import type { LaunchedItem } from '@contract/calls/matters';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import { useMattersTranslation } from '../i18n';
import { RowHead } from '../lists/row-head';
import { isResubmit, launchedTarget } from '../rules/item-target';
import { statusKey } from '../rules/status';
import { MatterTracker } from './matter-tracker';

const TONES: Record<number, string> = { 0: 'blue', 1: 'strong', 2: 'green', 4: 'grey' };

interface Props {
  item: LaunchedItem;
  onMobile: boolean;
  /** Actions belong to the applicant's own list; entrusted ones only open. */
  actions: boolean;
  expanded: boolean;
  onToggle(): void;
  onRemind(): void;
  onWithdraw(): void;
}

export function currentNodeIds(item: LaunchedItem): string[] {
  return item.nodes.flatMap((n) => n.steps.map((s) => s.node_id));
}

export function LaunchRow({ item, onMobile, actions, expanded, onToggle, onRemind, onWithdraw }: Props) {
  const { t } = useMattersTranslation();
  const inProgress = item.status === 0;
  return (
    <View className="ch-row" {...roleProps('listitem')} data-testid="launch-row">
      <RowHead title={item.app_name} target={launchedTarget(item, onMobile)}>
        <Text className={`ch-matter-tag ch-matter-tag--${TONES[item.status] ?? 'grey'}`} data-testid="launch-status">
          {t(statusKey(item.status))}
        </Text>
        {isResubmit(item) ? <Text className="ch-matter-tag ch-matter-tag--amber">{t('resubmitMark')}</Text> : null}
      </RowHead>
      <View className="ch-row__meta">
        <Text>{t('createdAt', { time: item.created.slice(0, 16) })}</Text>
        {inProgress && item.nodes.length > 0 ? (
          <Text data-testid="launch-current">{t('currentNode', { names: item.nodes.map((n) => n.node_name).join('、') })}</Text>
        ) : null}
        {!inProgress && item.finished ? (
          <Text>{t('finishedAt', { time: item.finished.slice(0, 16) })}</Text>
        ) : null}
      </View>
      {actions && inProgress ? (
        <View className="ch-row__actions">
          <Button size="small" kind="text" onClick={onToggle} testId="toggle-progress">
            {expanded ? t('hideProgress') : t('progress')}
          </Button>
          {item.is_reminder === 'yes' ? (
            <Button size="small" kind="text" onClick={onRemind} testId="remind">
              {t('remind')}
            </Button>
          ) : null}
        </View>
      ) : null}
      {expanded ? <MatterTracker instId={item.inst_id} currentNodeIds={currentNodeIds(item)} onWithdraw={onWithdraw} /> : null}
    </View>
  );
}
