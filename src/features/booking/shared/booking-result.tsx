/**
 * What happens next after a booking is made: booked (come on time, 我的预约), awaiting approval, held until paid (pay
 * on this phone, or scan the payment page from a desktop), or on the waitlist with its place in the queue.
 */
import { Text, View } from '@tarojs/components';
import type { Booking } from '@contract/calls/bookings';
import { yuan } from '@contract/rules/booking';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import Button from '@/ui/button';
import UserText from '@/ui/user-text';
import { useBookingTranslation } from '../i18n';
import { useBookingWords } from './booking-words';
import { Facts } from './facts';
import { PAYMENT_ROUTE, PayOnPhone } from './pay-on-phone';

export const MINE_ROUTE = '/matter/makeAnAppointment';

const HEADLINE = { booked: 'resultBooked', pending: 'resultPending', unpaid: 'resultUnpaid', waiting: 'resultWaiting' } as const;

interface Props {
  booking: Booking;
  onMobile: boolean;
  onAnother?(): void;
  /** Called before going to another page: a dialog showing the result closes first (it would cover the next page). */
  onLeave?(): void;
}

export function BookingResult({ booking, onMobile, onAnother, onLeave }: Props) {
  const { t } = useBookingTranslation();
  const words = useBookingWords();
  const leaveFor = (route: string, query?: Record<string, number>) => {
    onLeave?.();
    goTo(route, query);
  };
  const outcome = booking.status in HEADLINE ? (booking.status as keyof typeof HEADLINE) : 'booked';
  const hint =
    outcome === 'unpaid'
      ? t('resultUnpaidHint', { time: words.stamp(booking.pay_by) })
      : outcome === 'waiting'
        ? t('resultWaitingHint', { count: booking.waitlist_position })
        : t(outcome === 'pending' ? 'resultPendingHint' : 'resultBookedHint');
  return (
    <View className={`ch-bk-result ch-bk-result--${outcome}`} data-testid="booking-result">
      <View className="ch-bk-result__title" {...roleProps('status')} data-testid="booking-outcome">
        {t(HEADLINE[outcome])}
      </View>
      <Text className="ch-bk-result__hint">{hint}</Text>
      <Facts
        facts={[
          { label: t('resource'), value: <UserText text={booking.resource_name} /> },
          { label: t('when'), value: words.when(booking) },
          ...(booking.unit_label ? [{ label: t('unit'), value: <UserText text={booking.unit_label} /> }] : []),
          ...(booking.fee > 0 ? [{ label: t('fee'), value: t('feeTotal', { yuan: yuan(booking.fee) }) }] : []),
        ]}
      />
      {outcome === 'unpaid' && !onMobile ? <PayOnPhone bookingId={booking.id} onLeave={onLeave} /> : null}
      <View className="ch-bk-result__actions">
        {outcome === 'unpaid' && onMobile ? (
          <Button kind="primary" onClick={() => leaveFor(PAYMENT_ROUTE, { id: booking.id })} testId="go-pay">
            {t('goPay')}
          </Button>
        ) : null}
        <Button kind={outcome === 'unpaid' ? 'default' : 'primary'} onClick={() => leaveFor(MINE_ROUTE)} testId="to-mine">
          {t('toMine')}
        </Button>
        {onAnother ? (
          <Button onClick={onAnother} testId="book-another">
            {t('bookAnother')}
          </Button>
        ) : null}
      </View>
    </View>
  );
}
