import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { NoticeDetail } from '@/features/notices/notice-detail';
import { useNoticePage } from '@/features/notices/use-notice-page';

/** /site/informDetails?id= (spec §2). */
export default function NoticeDetailPage() {
  const { title, state, retry } = useNoticePage('notify', useRouter().params.id);
  return (
    <DesktopPage title={title}>
      <NoticeDetail kind="notify" state={state} retry={retry} onMobile={false} />
    </DesktopPage>
  );
}
