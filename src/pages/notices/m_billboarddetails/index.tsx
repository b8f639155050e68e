import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { NoticeDetail } from '@/features/notices/notice-detail';
import { useNoticePage } from '@/features/notices/use-notice-page';

export default function MobileOfficeNoticeDetailPage() {
  const { title, state, retry } = useNoticePage('office_notice', useRouter().params.wid);
  return (
    <MobileFrame title={title}>
      <NoticeDetail kind="office_notice" state={state} retry={retry} onMobile />
    </MobileFrame>
  );
}
