/**
 * One booking in 我的预约: resource, status, time, place, fee and paid state, its place on the waitlist, and what can
 * be done: show the check-in code, pay (on a desktop: the payment page's QR), cancel before the deadline (which it says).
 */
import { Text, View } from '@tarojs/components';
import type { Booking } from '@contract/calls/bookings';
import { yuan } from '@contract/rules/booking';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import Button from '@/ui/button';
import UserText from '@/ui/user-text';
import { useBookingTranslation } from '../i18n';
import { useBookingWords } from '../shared/booking-words';
import { PAYMENT_ROUTE } from '../shared/pay-on-phone';

interface Props {
  booking: Booking;
  onCancel(booking: Booking): void;
  /** A desktop pays on the phone: the row asks the page to show the payment page's QR code. */
  onPayOnPhone?(booking: Booking): void;
}

const WITH_CODE: readonly Booking['status'][] = ['booked', 'checked_in'];

export function BookingRow({ booking: b, onCancel, onPayOnPhone }: Props) {
  const { t } = useBookingTranslation();
  const words = useBookingWords();
  const upcoming = ['waiting', 'unpaid', 'pending', 'booked'].includes(b.status);
  return (
    <View className="ch-bk-row" {...roleProps('listitem')} data-testid="booking-row">
      <View className="ch-bk-row__head">
        <UserText className="ch-bk-row__name" text={b.resource_name} />
        <Text className={`ch-bk-status ch-bk-status--${b.status}`} data-testid="booking-status">
          {words.status(b)}
        </Text>
      </View>
      <Text className="ch-bk-row__when" data-testid="booking-when">
        {words.when(b)}
      </Text>
      <View className="ch-bk-row__place">
        <UserText text={[b.campus, b.location, b.unit_label].filter(Boolean).join(' · ')} />
      </View>
      <View className="ch-bk-row__meta">
        {b.status === 'waiting' ? <Text className="ch-bk-tag">{t('waitlistPosition', { count: b.waitlist_position })}</Text> : null}
        {b.fee > 0 ? (
          <Text className="ch-bk-tag ch-bk-tag--fee">
            {`${t('feeTotal', { yuan: yuan(b.fee) })} · ${b.refund !== 'none' ? t(`refund_${b.refund}`) : b.paid ? t('paid') : t('unpaid')}`}
          </Text>
        ) : null}
        {b.status === 'unpaid' && b.pay_by ? <Text className="ch-bk-row__deadline">{t('payBy', { time: words.stamp(b.pay_by) })}</Text> : null}
        {upcoming ? (
          <Text className="ch-bk-row__deadline">{b.may_cancel ? t('cancelBy', { time: words.stamp(b.cancel_by) }) : t('cancelClosed', { time: words.stamp(b.cancel_by) })}</Text>
        ) : null}
      </View>
      <View className="ch-bk-row__actions">
        {WITH_CODE.includes(b.status) && b.status !== 'checked_in' ? (
          <Button size="small" kind="primary" onClick={() => goTo('/reserve/reserveQrcode', { id: b.id })} testId="show-code">
            {t('showCode')}
          </Button>
        ) : null}
        {b.status === 'unpaid' && !b.paid ? (
          <Button size="small" kind="primary" onClick={() => (onPayOnPhone ? onPayOnPhone(b) : goTo(PAYMENT_ROUTE, { id: b.id }))} testId="pay">
            {t('goPay')}
          </Button>
        ) : null}
        {b.may_cancel ? (
          <Button size="small" onClick={() => onCancel(b)} testId="cancel-booking">
            {t('cancelBooking')}
          </Button>
        ) : null}
      </View>
    </View>
  );
}
