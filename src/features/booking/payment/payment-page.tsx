/**
 * The phone payment page (issue 27; spec §2 /site/m_payment?id=): what the fee is for, the amount, the time left to
 * pay, 立即支付 through WeChat Pay H5; back from the cashier it confirms the payment (支付成功), keeps waiting, or
 * says the booking was released.
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { Booking } from '@contract/calls/bookings';
import { yuan } from '@contract/rules/booking';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import UserText from '@/ui/user-text';
import { campusStamp } from '../code/renew-at';
import { useBookingTranslation } from '../i18n';
import { clockParts, msUntil } from '../rules/countdown';
import { useBookingWords } from '../shared/booking-words';
import { MINE_ROUTE } from '../shared/booking-result';
import { Facts } from '../shared/facts';
import { PageHead } from '../shared/page-head';
import { PageState } from '../shared/page-state';
import { usePayment } from './use-payment';
import '../booking.scss';

const leftToPay = (payBy: string) => Math.max(0, msUntil(campusStamp(Date.now()), payBy));

/**
 * When the hold ends, and the time left by this device's clock. Reading a booking gives no server time, so a device
 * whose clock says the time has passed while the server still holds the booking shows the deadline alone.
 */
function PayCountdown({ payBy }: { payBy: string }) {
  const { t } = useBookingTranslation();
  const [ms, setMs] = useState(() => leftToPay(payBy));
  useEffect(() => {
    // A display clock, redrawn each second.
    const timer = setInterval(() => setMs(leftToPay(payBy)), 1000);
    return () => clearInterval(timer);
  }, [payBy]);
  return (
    <View className="ch-bk-pay__countdown" data-testid="pay-countdown">
      <Text>{t('payBy', { time: payBy.slice(0, 16) })}</Text>
      {ms > 0 ? (
        <Text {...roleProps('timer')} aria-live="off">
          {t('payCountdown', { clock: clockParts(ms).clock })}
        </Text>
      ) : null}
    </View>
  );
}

const OUTCOME = { paid: ['paySuccess', 'paySuccessHint'], released: ['payReleased', 'payReleasedHint'], none: ['payNothing', ''] } as const;

export function PaymentPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useBookingTranslation();
  const words = useBookingWords();
  const { state, pay, checkAgain } = usePayment(params.id);
  if (state.phase === 'loading' || state.phase === 'missing' || state.phase === 'failed') {
    const loaded = state.phase === 'failed' ? { status: 'failed' as const, message: state.message } : { status: state.phase };
    return (
      <View className="ch-bk ch-bk--mobile">
        <PageHead title={t('payTitle')} />
        <PageState state={loaded} retry={checkAgain} />
      </View>
    );
  }
  const b: Booking = state.booking;
  const outcome = state.phase in OUTCOME ? OUTCOME[state.phase as keyof typeof OUTCOME] : null;
  return (
    <View className="ch-bk ch-bk--mobile ch-bk-pay" data-testid="payment-page">
      <PageHead title={t('payTitle')} />
      <View className="ch-bk-panel">
        <Text className="ch-bk-pay__amount" data-testid="pay-amount">
          {t('feeTotal', { yuan: yuan(b.fee) })}
        </Text>
        <Facts
          facts={[
            { label: t('payFor'), value: <UserText text={b.resource_name} /> },
            { label: t('when'), value: words.when(b) },
            ...(b.unit_label ? [{ label: t('unit'), value: <UserText text={b.unit_label} /> }] : []),
          ]}
        />
        {state.phase === 'unpaid' || state.phase === 'opening' ? (
          <>
            {b.pay_by ? <PayCountdown payBy={b.pay_by} /> : null}
            <Button kind="primary" size="large" block loading={state.phase === 'opening'} disabled={state.phase === 'opening'} onClick={() => pay(b)} testId="pay-now">
              {t('payNow')}
            </Button>
          </>
        ) : null}
        {state.phase === 'checking' ? <Loading label={t('payWaiting')} /> : null}
        {state.phase === 'unconfirmed' ? (
          <View className="ch-bk-note" {...roleProps('status')} data-testid="pay-unconfirmed">
            <Text>{t('payStillWaiting')}</Text>
            <Button size="small" onClick={checkAgain}>
              {t('payCheckAgain')}
            </Button>
          </View>
        ) : null}
        {outcome ? (
          <View className={`ch-bk-result ch-bk-result--${state.phase === 'paid' ? 'booked' : 'released'}`} data-testid="pay-outcome">
            <View className="ch-bk-result__title" {...roleProps('status')}>
              {t(outcome[0])}
            </View>
            {outcome[1] ? <Text className="ch-bk-result__hint">{t(outcome[1])}</Text> : null}
            <Button kind="primary" onClick={() => goTo(MINE_ROUTE)} testId="to-mine">
              {t('toMine')}
            </Button>
          </View>
        ) : null}
      </View>
    </View>
  );
}
