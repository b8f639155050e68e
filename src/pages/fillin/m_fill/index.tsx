import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useFillPage } from '@/features/fillin/fill-page';

/** The phone twin of /matter/fill and /fillForm/mission. */
export default function MobileFillPage() {
  const { title, body } = useFillPage({ params: useRouter().params, onMobile: true });
  return <MobileFrame title={title}>{body}</MobileFrame>;
}
