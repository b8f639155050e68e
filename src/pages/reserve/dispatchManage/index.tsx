import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useManagePage } from '@/features/documents/manage-page';

/** /reserve/dispatchManage, 发文管理, and the dispatch editor with ?edit= (src/features/documents/module.ts). */
export default function DispatchManagePage() {
  const { title, body } = useManagePage({ params: useRouter().params, onMobile: false });
  return <DesktopPage title={title}>{body}</DesktopPage>;
}
