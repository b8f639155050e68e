/**
 * A day's slots of a resource: the day strip, when booking opens (with the countdown by the server's clock), the
 * grid (free, full with the waitlist, mine, not offered) and, in the hall view, the free units of the slot picked.
 */
import { Text, View } from '@tarojs/components';
import type { ReserveDetail, ReserveSlot } from '@contract/calls/bookings';
import { SOURCE_HALL } from '@contract/rules/booking';
import { roleProps } from '@/platform/a11y-role';
import type { Loaded } from '@/services/use-loaded';
import Button from '@/ui/button';
import DayStrip from '@/ui/day-strip';
import type { StripDay } from '@/ui/day-strip/types';
import Loading from '@/ui/loading';
import SlotGrid from '@/ui/slot-grid';
import type { SlotCell } from '@/ui/slot-grid/types';
import { useBookingTranslation } from '../i18n';
import { slotState } from '../rules/slots';
import { useDayWords } from '../shared/strip-days';
import { OpeningCountdown } from './opening-countdown';
import { UnitPicker } from './unit-picker';
import type { DaySlots } from './use-resource';

interface Props {
  detail: ReserveDetail;
  days: StripDay[];
  date: string;
  onDate(date: string): void;
  day: Loaded<DaySlots>;
  reload(): void;
  picked: ReserveSlot | null;
  onPick(start: string): void;
  unit: number | undefined;
  onUnit(unit: number | undefined): void;
  onBook(waitlist: boolean): void;
}

function useCells(slots: ReserveSlot[]): SlotCell[] {
  const { t } = useBookingTranslation();
  return slots.map((slot) => {
    const tone = slotState(slot);
    const detail = tone === 'free' ? t('slot_free', { count: slot.free }) : t(`slot_${tone}`);
    const title = `${slot.start}–${slot.end}`;
    return { key: slot.start, title, detail, tone, disabled: tone === 'off' };
  });
}

export function SlotPanel({ detail, days, date, onDate, day, reload, picked, onPick, unit, onUnit, onBook }: Props) {
  const { t } = useBookingTranslation();
  const dayWords = useDayWords();
  const slots = day.status === 'ready' ? day.data.slots : [];
  const cells = useCells(slots);
  const state = picked ? slotState(picked) : null;
  return (
    <View className="ch-bk-panel" data-testid="slot-panel">
      <View className="ch-bk-panel__title" {...roleProps('heading')} aria-level={2}>
        {t('slotsTitle')}
      </View>
      <DayStrip label={t('day')} days={days} value={date} onChange={onDate} testId="resource-days" />
      {day.status === 'loading' ? <Loading label={t('loading')} /> : null}
      {day.status === 'failed' || day.status === 'missing' ? (
        <View className="ch-bk-note" {...roleProps('alert')}>
          <Text>{day.status === 'failed' ? day.message : t('noSlots')}</Text>
          <Button size="small" onClick={reload}>
            {t('retry')}
          </Button>
        </View>
      ) : null}
      {day.status === 'ready' ? (
        <>
          {day.data.opens_at ? <OpeningCountdown serverTime={day.data.server_time} opensAt={day.data.opens_at} readAt={day.data.readAt} onOpen={reload} /> : null}
          {day.data.closed || slots.length === 0 ? (
            <Text className="ch-bk-note" data-testid="no-slots">
              {day.data.closed ? t('closedDay') : t('noSlots')}
            </Text>
          ) : (
            <SlotGrid cells={cells} chosen={picked?.start} onPick={onPick} label={t('slotsLabel', { date: dayWords(date) })} testId="slot-grid" />
          )}
        </>
      ) : null}
      {picked && state === 'free' && detail.source_type === SOURCE_HALL ? <UnitPicker detail={detail} slot={picked} unit={unit} onUnit={onUnit} /> : null}
      {picked && (state === 'free' || state === 'full') ? (
        <View className="ch-bk-actions">
          <Button kind="primary" block onClick={() => onBook(state === 'full')} testId={state === 'full' ? 'join-waitlist' : 'book'}>
            {state === 'full' ? t('joinWaitlist') : t('bookSlot', { start: picked.start, end: picked.end })}
          </Button>
        </View>
      ) : null}
    </View>
  );
}
