import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { NoticeDetail } from '@/features/notices/notice-detail';
import { useNoticePage } from '@/features/notices/use-notice-page';

export default function MobileNoticeDetailPage() {
  const { title, state, retry } = useNoticePage('notify', useRouter().params.id);
  return (
    <MobileFrame title={title}>
      <NoticeDetail kind="notify" state={state} retry={retry} onMobile />
    </MobileFrame>
  );
}
