/**
 * 我的预约 (issue 27; spec §2 /matter/makeAnAppointment, under 我的申请): tabs upcoming, past and cancelled, each a
 * paged list of bookings; cancelling asks first and then reads the list again (the booking moves to 已取消).
 */
import { useState } from 'react';
import { View } from '@tarojs/components';
import type { Booking } from '@contract/calls/bookings';
import { BOOKING_TABS, type BookingTab } from '@contract/rules/booking';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import ListState from '@/ui/list-state';
import Popup from '@/ui/popup';
import Tabs from '@/ui/tabs';
import { showToast } from '@/ui/toast';
import { useBookingTranslation } from '../i18n';
import { PageHead } from '../shared/page-head';
import { PayOnPhone } from '../shared/pay-on-phone';
import { BookingRow } from './booking-row';
import { CancelDialog } from './cancel-dialog';
import { MINE_PAGE_SIZE, useMyReservations } from './use-my-reservations';
import '../booking.scss';

interface Props {
  params: Record<string, string | undefined>;
  onMobile: boolean;
}

export function MyAppointments({ params, onMobile }: Props) {
  const { t } = useBookingTranslation();
  const [tab, setTab] = useState<BookingTab>(BOOKING_TABS.find((k) => k === params.tab) ?? 'upcoming');
  const list = useMyReservations(tab, onMobile);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState<Booking | null>(null);

  const cancel = () => {
    if (!cancelling || busy) return;
    setBusy(true);
    api.cancelReservation({ booking_id: cancelling.id }).then(
      () => {
        setBusy(false);
        setCancelling(null);
        showToast({ content: t('cancelled'), kind: 'success' });
        void list.refresh();
      },
      // The wrapper has said why (the deadline passed meanwhile); the list shows what is true now.
      () => {
        setBusy(false);
        setCancelling(null);
        void list.refresh();
      },
    );
  };

  const rows = (
    <ListState
      list={list}
      name="mine"
      emptyText={t(`mineEmpty_${tab}`)}
      pageSize={MINE_PAGE_SIZE}
      totalText={list.state.status === 'ready' ? t('mineTotal', { count: list.state.total }) : undefined}
    >
      <View className="ch-bk-rows" {...roleProps('list')}>
        {list.state.items.map((b) => (
          <BookingRow key={b.id} booking={b} onCancel={setCancelling} onPayOnPhone={onMobile ? undefined : setPaying} />
        ))}
      </View>
    </ListState>
  );

  return (
    <View className={`ch-bk ch-bk--${onMobile ? 'mobile' : 'desktop'}`}>
      <PageHead title={t('mineTitle')} />
      <Tabs
        label={t('tabs')}
        activeKey={tab}
        onChange={(key) => setTab(key as BookingTab)}
        items={BOOKING_TABS.map((key) => ({ key, title: t(`tab_${key}`), content: key === tab ? rows : null }))}
      />
      <CancelDialog booking={cancelling} busy={busy} onConfirm={cancel} onClose={() => setCancelling(null)} onMobile={onMobile} />
      <Popup visible={paying !== null} title={t('payTitle')} onClose={() => setPaying(null)} testId="pay-dialog">
        {paying ? <PayOnPhone bookingId={paying.id} onLeave={() => setPaying(null)} /> : null}
      </Popup>
    </View>
  );
}
