/**
 * The two views of one page file (module.ts): a booking's check-in code (/reserve/reserveQrcode?id=), or what the
 * venue sees on opening the address that code holds (/reserve/checkIn?code=).
 */
import { useBookingTranslation } from '../i18n';
import { CheckIn } from './check-in';
import { ReservationCode } from './reservation-code';

export function useCodePage({ params, onMobile }: { params: Record<string, string | undefined>; onMobile: boolean }) {
  const { t } = useBookingTranslation();
  const checkingIn = params.code !== undefined;
  return {
    title: t(checkingIn ? 'checkInTitle' : 'codeTitle'),
    body: checkingIn ? <CheckIn params={params} onMobile={onMobile} /> : <ReservationCode params={params} onMobile={onMobile} />,
  };
}
