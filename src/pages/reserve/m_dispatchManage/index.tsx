import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useManagePage } from '@/features/documents/manage-page';

/** The phone twin of /reserve/dispatchManage. */
export default function MobileDispatchManagePage() {
  const { title, body } = useManagePage({ params: useRouter().params, onMobile: true });
  return <MobileFrame title={title}>{body}</MobileFrame>;
}
