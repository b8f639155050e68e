import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useCodePage } from '@/features/booking/code/code-page';

/** /reserve/reserveQrcode?id= and /reserve/checkIn?code= as its alias (issue 27; src/features/booking/module.ts). */
export default function ReserveQrcodePage() {
  const { title, body } = useCodePage({ params: useRouter().params, onMobile: false });
  return <DesktopPage title={title}>{body}</DesktopPage>;
}
