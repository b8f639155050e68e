/**
 * What a batch approval did: how many were approved, and each task it skipped with its service, applicant and the
 * server's reason (in the reader's language), opening the task's own page to handle it there; how many were never
 * sent when the reader stopped or a call failed.
 */
import { Text, View } from '@tarojs/components';
import type { TodoItem } from '@contract/calls/matters';
import { goTo } from '@/platform/navigation';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useMattersTranslation } from '../i18n';
import { summarize, type BatchProgress, type SkippedRow } from '../rules/batch';
import { todoTarget } from '../rules/item-target';

interface Props {
  progress: BatchProgress;
  failure: string;
  chosen: TodoItem[];
  onMobile: boolean;
  onFinish(): void;
}

function Skipped({ row, onMobile, onFinish }: { row: SkippedRow<TodoItem>; onMobile: boolean; onFinish(): void }) {
  const { t } = useMattersTranslation();
  const { item } = row;
  const open = () => {
    if (!item) return;
    const target = todoTarget(item, onMobile);
    onFinish();
    goTo(target.route, target.query);
  };
  return (
    <View className="ch-batch-skipped" {...roleProps('listitem')} data-testid="batch-skipped">
      {item ? (
        <Pressable role="link" className="ch-batch-skipped__name" onPress={open}>
          {item.app_name} · <UserText text={item.inst_creator_name} />
        </Pressable>
      ) : (
        <Text className="ch-batch-skipped__name">{t('batchUnknownTask', { id: row.task_id })}</Text>
      )}
      <Text className="ch-batch-skipped__reason">{row.reason}</Text>
    </View>
  );
}

export function BatchResult({ progress, failure, chosen, onMobile, onFinish }: Props) {
  const { t } = useMattersTranslation();
  const summary = summarize(progress, chosen);
  // A run ends early only when the reader stops it or a call fails.
  const notSent = failure ? t('batchFailed', { message: failure, count: summary.notSent }) : t('batchStopped', { count: summary.notSent });
  return (
    <View className="ch-batch-result" data-testid="batch-result">
      <View className="ch-batch-result__summary" {...roleProps('status')}>
        <Text className="ch-matter-tag ch-matter-tag--green" data-testid="batch-approved">
          {t('batchApproved', { count: summary.approved })}
        </Text>
        {summary.skipped.length > 0 ? <Text className="ch-matter-tag ch-matter-tag--amber">{t('batchSkipped', { count: summary.skipped.length })}</Text> : null}
        {summary.notSent > 0 || failure ? (
          <Text className="ch-matter-tag ch-matter-tag--strong" data-testid="batch-not-sent">
            {notSent}
          </Text>
        ) : null}
      </View>
      {summary.skipped.length > 0 ? (
        <View className="ch-batch-result__skipped">
          <Text className="ch-batch-result__heading" {...roleProps('heading')} aria-level={3}>
            {t('batchSkippedHeading')}
          </Text>
          <View className="ch-batch-result__list" {...roleProps('list')} aria-label={t('batchSkippedHeading')}>
            {summary.skipped.map((row) => (
              <Skipped key={row.task_id} row={row} onMobile={onMobile} onFinish={onFinish} />
            ))}
          </View>
        </View>
      ) : null}
      <View className="ch-batch-actions">
        <Button kind="primary" size="small" onClick={onFinish} testId="batch-done">
          {t('batchDone')}
        </Button>
      </View>
    </View>
  );
}
