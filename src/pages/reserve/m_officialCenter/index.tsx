import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useCenterPage } from '@/features/documents/center-page';

/** The phone twin of /reserve/officialCenter. */
export default function MobileOfficialCenterPage() {
  const { title, body } = useCenterPage({ params: useRouter().params, onMobile: true });
  return <MobileFrame title={title}>{body}</MobileFrame>;
}
