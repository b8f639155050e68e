import { useRouter } from '@tarojs/taro';
import { useTranslation } from '@/i18n';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { NoticeList } from '@/features/notices/notice-list';
import { listParams } from '@/features/notices/notice-params';

export default function MobileNoticeListPage() {
  const { t } = useTranslation('notices');
  const { kind, categoryId } = listParams(useRouter().params);
  return (
    <MobileFrame title={t('listTitle')}>
      <NoticeList kind={kind} categoryId={categoryId} onMobile />
    </MobileFrame>
  );
}
