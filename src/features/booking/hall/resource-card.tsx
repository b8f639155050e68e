/** A resource in the hall: its picture, name, place, capacity, fee, 需审批 and what is free on the day; opens its page. */
import { Text, View } from '@tarojs/components';
import type { ReserveHallItem } from '@contract/calls/bookings';
import { SOURCE_HALL, yuan } from '@contract/rules/booking';
import { goTo } from '@/platform/navigation';
import Image from '@/ui/image';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useBookingTranslation } from '../i18n';

/** spec §3 source_type: 1 the hall view (units on a grid), else the reservation detail. */
export function resourceRoute(sourceType: number): string {
  return sourceType === SOURCE_HALL ? '/reserve/hallView' : '/reserve/reserveDetail';
}

export function ResourceCard({ item, date }: { item: ReserveHallItem; date: string }) {
  const { t } = useBookingTranslation();
  return (
    <Pressable role="link" className="ch-bk-card" onPress={() => goTo(resourceRoute(item.source_type), { id: item.id, date })} testId="resource-card">
      <View className={`ch-bk-card__cover ch-bk-card__cover--${item.kind}`}>
        {item.cover_url ? <Image className="ch-bk-card__img" src={item.cover_url} alt="" fit="cover" /> : <Text className="ch-bk-card__kind">{t(`kind_${item.kind}`)}</Text>}
      </View>
      <View className="ch-bk-card__body">
        <UserText className="ch-bk-card__name" text={item.name} />
        <View className="ch-bk-card__place">
          <UserText text={[item.campus, item.location].filter(Boolean).join(' · ')} />
        </View>
        <View className="ch-bk-card__tags">
          <Text className="ch-bk-tag">{t(`kind_${item.kind}`)}</Text>
          <Text className="ch-bk-tag">{t('capacity', { count: item.capacity })}</Text>
          <Text className={`ch-bk-tag${item.fee > 0 ? ' ch-bk-tag--fee' : ''}`}>{item.fee > 0 ? t('feePerSlot', { yuan: yuan(item.fee) }) : t('free')}</Text>
          {item.needs_approval ? <Text className="ch-bk-tag ch-bk-tag--approval">{t('needsApproval')}</Text> : null}
        </View>
        <Text className={`ch-bk-card__free${item.free_on_day > 0 ? '' : ' ch-bk-card__free--none'}`} data-testid="resource-free">
          {item.free_on_day > 0 ? t('freeOnDay', { count: item.free_on_day }) : t('noneFree')}
        </Text>
      </View>
    </Pressable>
  );
}
