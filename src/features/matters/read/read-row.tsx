/** One application copied to the user: the title, service, applicant, step and when; its read receipt, or a way to give it. */
import { Text, View } from '@tarojs/components';
import type { NotifiedItem } from '@contract/calls/matters';
import { roleProps } from '@/platform/a11y-role';
import { TextAround } from '@/ui/user-text';
import Button from '@/ui/button';
import { useMattersTranslation } from '../i18n';
import { RowHead } from '../lists/row-head';
import { notifiedTarget } from '../rules/item-target';

interface Props {
  item: NotifiedItem;
  onMobile: boolean;
  onRead(): void;
}

export function ReadRow({ item, onMobile, onRead }: Props) {
  const { t } = useMattersTranslation();
  const unread = item.is_read === 0;
  return (
    <View className={`ch-row${unread ? ' ch-row__unread' : ''}`} {...roleProps('listitem')} data-testid="read-row">
      <RowHead title={item.title} userTitle target={notifiedTarget(item, onMobile)}>
        <Text className={`ch-matter-tag ch-matter-tag--${unread ? 'strong' : 'green'}`} data-testid="read-state">
          {unread ? t('readUnread') : item.read_at ? t('readDone', { time: item.read_at.slice(0, 16) }) : t('readRead')}
        </Text>
      </RowHead>
      <View className="ch-row__meta">
        <Text>{item.app_name}</Text>
        <Text>
          <TextAround say={(name) => t('applicant', { name })} value={item.applicant_name} />
        </Text>
        <Text>{t('step', { name: item.node_name })}</Text>
        <Text>{t('copiedAt', { time: item.created.slice(0, 16) })}</Text>
      </View>
      {unread ? (
        <View className="ch-row__actions">
          <Button size="small" kind="text" onClick={onRead} testId="mark-read">
            {t('markRead')}
          </Button>
        </View>
      ) : null}
    </View>
  );
}
