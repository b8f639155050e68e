import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { PaymentPage } from '@/features/booking/payment/payment-page';
import { useBookingTranslation } from '@/features/booking/i18n';

/** /site/m_payment?id= (spec §2 mobile pages; issue 27): a booking's fee paid on the phone. */
export default function MobilePaymentPage() {
  const { t } = useBookingTranslation();
  return (
    <MobileFrame title={t('payTitle')}>
      <PaymentPage params={useRouter().params} />
    </MobileFrame>
  );
}
