/**
 * One mission in 我的填报: its name (opening the mission page), status, period kind and label, when the period closes,
 * how many the reader submitted in it, and the way in: 去填报 while there is something to fill, else 查看.
 */
import { Text, View } from '@tarojs/components';
import type { FillReport } from '@contract/calls/fillins';
import { FillinStatus } from '@contract/rules/fillin';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import Button from '@/ui/button';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useFillinTranslation } from '../i18n';
import { useFillWords } from '../shared/fill-words';
import { StatusTag } from '../shared/status-tag';

export const MISSION_ROUTE = '/fillForm/mission';

/** Statuses with something to submit now. */
const TO_FILL: readonly FillinStatus[] = [FillinStatus.toFill, FillinStatus.late];

export function FillRow({ item }: { item: FillReport }) {
  const { t } = useFillinTranslation();
  const words = useFillWords();
  const open = () => goTo(MISSION_ROUTE, { id: item.id });
  const due = TO_FILL.includes(item.status);
  return (
    <View className={`ch-fill-row${due ? ' ch-fill-row--due' : ''}`} {...roleProps('listitem')} data-testid="fill-row">
      <View className="ch-fill-row__main">
        <View className="ch-fill-row__head">
          <Pressable role="link" className="ch-fill-row__name" onPress={open} testId="fill-row-open">
            <UserText text={item.app_name} />
          </Pressable>
          <StatusTag status={item.status} />
        </View>
        <View className="ch-fill-row__meta">
          <Text className="ch-fill-chip">{words.kind(item.period_kind)}</Text>
          <Text data-testid="fill-period">{item.period_label}</Text>
          {item.closes_at ? <Text>{t('closesAt', { time: words.stamp(item.closes_at) })}</Text> : null}
          {item.submitted > 0 ? <Text>{t('submitted', { count: item.submitted })}</Text> : null}
        </View>
      </View>
      <Button size="small" kind={due ? 'primary' : 'default'} onClick={open} testId="fill-row-action" ariaLabel={`${due ? t('fillNow') : t('open')} ${item.app_name}`}>
        {due ? t('fillNow') : t('open')}
      </Button>
    </View>
  );
}
