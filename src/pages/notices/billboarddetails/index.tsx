import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { NoticeDetail } from '@/features/notices/notice-detail';
import { useNoticePage } from '@/features/notices/use-notice-page';

/** /site/billboarddetails?wid= (spec §2: an office notice, opened in the same tab). */
export default function OfficeNoticeDetailPage() {
  const { title, state, retry } = useNoticePage('office_notice', useRouter().params.wid);
  return (
    <DesktopPage title={title}>
      <NoticeDetail kind="office_notice" state={state} retry={retry} onMobile={false} />
    </DesktopPage>
  );
}
