import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useCenterPage } from '@/features/documents/center-page';

/** /reserve/officialCenter, 公文中心, and one document's detail with ?id= (src/features/documents/module.ts). */
export default function OfficialCenterPage() {
  const { title, body } = useCenterPage({ params: useRouter().params, onMobile: false });
  return <DesktopPage title={title}>{body}</DesktopPage>;
}
