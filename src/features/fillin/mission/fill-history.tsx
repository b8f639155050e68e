/**
 * The reader's fill-ins to this mission, newest period first (getMyFillHistory), a page at a time: each opens its
 * period's mission page, the one shown marked as current.
 */
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import ListState from '@/ui/list-state';
import Pressable from '@/ui/pressable';
import { useFillinTranslation } from '../i18n';
import { useFillWords } from '../shared/fill-words';
import { MISSION_ROUTE } from '../mine/fill-row';
import { HISTORY_PAGE_SIZE, useFillHistory } from './use-mission';

interface Props {
  missionId: number;
  period: number;
  onMobile: boolean;
  version: number;
}

export function FillHistory({ missionId, period, onMobile, version }: Props) {
  const { t } = useFillinTranslation();
  const words = useFillWords();
  const list = useFillHistory(missionId, onMobile, version);
  return (
    <View className="ch-fill-card" data-testid="fill-history">
      <View className="ch-fill-card__title" {...roleProps('heading')} aria-level={2}>
        {t('historyTitle')}
      </View>
      <ListState list={list} name="history" emptyText={t('historyEmpty')} pageSize={HISTORY_PAGE_SIZE}>
        <View className="ch-fill-history" {...roleProps('list')} aria-label={t('historyLabel')}>
          {list.state.items.map((h) => {
            const current = h.period.num === period;
            return (
              <View key={h.id} className={`ch-fill-history__item${current ? ' ch-fill-history__item--current' : ''}`} {...roleProps('listitem')} data-testid="history-item">
                {current ? (
                  <Text className="ch-fill-history__period" aria-current="true">
                    {h.period.label}
                  </Text>
                ) : (
                  <Pressable role="link" className="ch-fill-history__period" label={t('openPeriod', { period: h.period.label })} onPress={() => goTo(MISSION_ROUTE, { id: missionId, period: h.period.num })}>
                    {h.period.label}
                  </Pressable>
                )}
                <Text className="ch-fill-history__when">{t('mineSubmitted', { time: words.stamp(h.created) })}</Text>
                {h.late ? <Text className="ch-fill-late">{t('lateMark')}</Text> : null}
              </View>
            );
          })}
        </View>
      </ListState>
    </View>
  );
}
