/**
 * A resource's page (issue 27; spec §2 /reserve/hallView?id= for source_type 1, /reserve/reserveDetail?id= for 2):
 * where it is, its rules in words, the next seven days and a day's slots; picking a slot (and, in the hall view, a
 * unit) opens the booking sheet. `special` turns it into the special reservation (outside the rules, approved).
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { ReserveDetail } from '@contract/calls/bookings';
import { NoticeBody } from '@/ui/notice-body';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import { idParam } from '@/services/use-loaded';
import Image from '@/ui/image';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useBookingTranslation } from '../i18n';
import { campusDate, dateParam } from '../rules/days';
import { endOf, longestRun } from '../rules/slots';
import { PageState } from '../shared/page-state';
import { useStripDays } from '../shared/strip-days';
import { ConfirmSheet, type SheetOrder } from './confirm-sheet';
import { ResourceRules } from './resource-rules';
import { SlotPanel } from './slot-panel';
import { useBookingAttempt } from './use-booking-attempt';
import { useDaySlots, useResource } from './use-resource';
import '../booking.scss';

interface Props {
  params: Record<string, string | undefined>;
  onMobile: boolean;
  special?: boolean;
}

export function ResourcePage({ params, onMobile, special = false }: Props) {
  const { t } = useBookingTranslation();
  const id = idParam(params.id);
  const resource = useResource(id);
  const { state } = resource;
  return (
    <View className={`ch-bk ch-bk--${onMobile ? 'mobile' : 'desktop'}`}>
      <Pressable role="link" className="ch-bk-back" onPress={() => goTo('/site/bookingHall')} testId="back-to-hall">
        {`‹ ${t('backToHall')}`}
      </Pressable>
      {state.status === 'ready' ? (
        <Resource detail={state.data} params={params} onMobile={onMobile} special={special} />
      ) : (
        <>
          <View className="ch-bk-head__title" {...roleProps('heading')} aria-level={1}>
            {t(special ? 'specialTitle' : 'detailTitle')}
          </View>
          <PageState state={state} retry={resource.retry} />
        </>
      )}
    </View>
  );
}

function Resource({ detail, params, onMobile, special }: { detail: ReserveDetail; params: Props['params']; onMobile: boolean; special: boolean }) {
  const { t } = useBookingTranslation();
  const [today] = useState(() => campusDate(Date.now()));
  const [date, setDate] = useState(() => {
    const asked = dateParam(params.date);
    return asked && asked >= today ? asked : today;
  });
  const day = useDaySlots(detail.id, date);
  const days = useStripDays(today, today);
  const [pickedStart, setPicked] = useState<string | null>(null);
  const [unit, setUnit] = useState<number | undefined>(undefined);
  const [order, setOrder] = useState<SheetOrder | null>(null);
  const booking = useBookingAttempt();
  const slots = day.state.status === 'ready' ? day.state.data.slots : [];
  const picked = slots.find((s) => s.start === pickedStart) ?? null;

  const pick = (start: string) => {
    setPicked(start);
    setUnit(undefined);
  };
  const openSheet = (waitlist: boolean) => {
    if (!picked) return;
    // A special reservation is outside the rules: one slot at a time, whatever it shows.
    const run = waitlist || special ? 1 : Math.max(1, longestRun(slots, picked.start, detail.max_slots, unit));
    const unitLabel = detail.units.find((u) => u.id === unit)?.label ?? '';
    booking.reset();
    setOrder({ date, start: picked.start, ends: Array.from({ length: run }, (_, i) => endOf(slots, picked.start, i + 1)), unitLabel, unitId: unit, waitlist, special });
  };
  const closeSheet = () => {
    if (booking.attempt.phase === 'done' || booking.attempt.phase === 'refused') day.refresh();
    setOrder(null);
    setPicked(null);
    booking.reset();
  };
  const specialSlots = special ? slots.map((s) => ({ ...s, offered: true, mine: null, free: Math.max(1, s.free) })) : null;

  return (
    <View className="ch-bk-resource">
      <View className="ch-bk-resource__top">
        {detail.cover_url ? <Image className="ch-bk-resource__cover" src={detail.cover_url} alt="" fit="cover" /> : null}
        <View className="ch-bk-resource__intro">
          <View className="ch-bk-head__title" {...roleProps('heading')} aria-level={1} data-testid="resource-name">
            {special ? `${t('specialTitle')} · ` : ''}
            <UserText text={detail.name} />
          </View>
          <View className="ch-bk-resource__place">
            <UserText text={[detail.campus, detail.location].filter(Boolean).join(' · ')} />
          </View>
          {detail.refusal ? (
            <Text className="ch-bk-alert" data-testid="resource-refusal">
              {t('refusedHere', { reason: detail.refusal })}
            </Text>
          ) : null}
          {special ? <Text className="ch-bk-note">{detail.special ? t('specialHint') : t('specialNotAccepted')}</Text> : null}
          {!special && detail.special ? (
            <Pressable role="link" className="ch-bk-link" onPress={() => goTo('/reserve/specialReserve', { id: detail.id })} testId="special-link">
              {t('specialOpen')}
            </Pressable>
          ) : null}
        </View>
      </View>
      <View className="ch-bk-resource__columns">
        {special && !detail.special ? null : (
          <SlotPanel
            detail={detail}
            days={days}
            date={date}
            onDate={(d) => {
              setDate(d);
              setPicked(null);
            }}
            day={specialSlots && day.state.status === 'ready' ? { status: 'ready', data: { ...day.state.data, opens_at: '', closed: false, slots: specialSlots } } : day.state}
            reload={day.retry}
            picked={picked && specialSlots ? (specialSlots.find((s) => s.start === picked.start) ?? null) : picked}
            onPick={pick}
            unit={unit}
            onUnit={setUnit}
            onBook={openSheet}
          />
        )}
        <View className="ch-bk-resource__side">
          <ResourceRules detail={detail} />
          {detail.description ? (
            <View className="ch-bk-panel">
              <NoticeBody html={detail.description} />
            </View>
          ) : null}
        </View>
      </View>
      <ConfirmSheet
        key={order ? `${order.date}-${order.start}-${order.waitlist}` : 'none'}
        detail={detail}
        order={order}
        attempt={booking.attempt}
        onMobile={onMobile}
        send={booking.send}
        retry={booking.retry}
        onClose={closeSheet}
      />
    </View>
  );
}
