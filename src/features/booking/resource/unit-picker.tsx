/** The hall view's choice of a unit (seat, room, court) among those free for the slot picked; any free one by default. */
import { View } from '@tarojs/components';
import type { ReserveDetail, ReserveSlot } from '@contract/calls/bookings';
import { roleProps } from '@/platform/a11y-role';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useBookingTranslation } from '../i18n';

interface Props {
  detail: ReserveDetail;
  slot: ReserveSlot;
  unit: number | undefined;
  onUnit(unit: number | undefined): void;
}

export function UnitPicker({ detail, slot, unit, onUnit }: Props) {
  const { t } = useBookingTranslation();
  const unitWord = t(`unit_${detail.kind}`);
  const free = detail.units.filter((u) => slot.free_units.includes(u.id));
  return (
    <View className="ch-bk-units">
      <View className="ch-bk-units__title" {...roleProps('heading')} aria-level={3}>
        {t('pickUnit', { unit: unitWord })}
      </View>
      <View className="ch-bk-chips" {...roleProps('group')} aria-label={t('unitsFree', { unit: unitWord, start: slot.start })} data-testid="unit-picker">
        <Pressable className={`ch-bk-chip${unit === undefined ? ' ch-bk-chip--on' : ''}`} pressed={unit === undefined} onPress={() => onUnit(undefined)}>
          {t('anyUnit')}
        </Pressable>
        {free.map((u) => (
          <Pressable key={u.id} className={`ch-bk-chip${unit === u.id ? ' ch-bk-chip--on' : ''}`} pressed={unit === u.id} onPress={() => onUnit(u.id)} testId="unit">
            <UserText text={u.label} />
          </Pressable>
        ))}
      </View>
    </View>
  );
}
