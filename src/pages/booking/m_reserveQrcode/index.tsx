import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useCodePage } from '@/features/booking/code/code-page';

/** The phone twin of /reserve/reserveQrcode, and /reserve/m_checkIn?code= (the address a check-in code holds). */
export default function MobileReserveQrcodePage() {
  const { title, body } = useCodePage({ params: useRouter().params, onMobile: true });
  return <MobileFrame title={title}>{body}</MobileFrame>;
}
