/**
 * Paying on a desktop: the fee is paid on the phone page (/site/m_payment, WeChat Pay H5), so a desktop shows a QR
 * code of that page's address to scan, and a link to open it here all the same.
 */
import { Text, View } from '@tarojs/components';
import { goTo } from '@/platform/navigation';
import { H5_BASE } from '@/routes';
import Pressable from '@/ui/pressable';
import QrCode from '@/ui/qr-code';
import { useBookingTranslation } from '../i18n';

export const PAYMENT_ROUTE = '/site/m_payment';

/** `onLeave`: the dialog the code is shown in closes before the link opens the payment page. */
export function PayOnPhone({ bookingId, onLeave }: { bookingId: number; onLeave?(): void }) {
  const { t } = useBookingTranslation();
  const address = `${window.location.origin}${H5_BASE}${PAYMENT_ROUTE}?id=${bookingId}`;
  return (
    <View className="ch-bk-pay-phone" data-testid="pay-on-phone">
      <QrCode className="ch-bk-pay-phone__code" text={address} alt={t('payQrAlt')} testId="pay-qr" />
      <View className="ch-bk-pay-phone__side">
        <Text className="ch-bk-pay-phone__title">{t('payOnPhone')}</Text>
        <Text className="ch-bk-pay-phone__hint">{t('payOnPhoneHint')}</Text>
        <Pressable role="link" className="ch-bk-link" onPress={() => {
            onLeave?.();
            goTo(PAYMENT_ROUTE, { id: bookingId });
          }} testId="pay-link">
          {t('payLink')}
        </Pressable>
      </View>
    </View>
  );
}
