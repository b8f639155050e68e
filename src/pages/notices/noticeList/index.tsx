import { useRouter } from '@tarojs/taro';
import { useTranslation } from '@/i18n';
import { DesktopPage } from '@/features/frame/desktop-page';
import { NoticeList } from '@/features/notices/notice-list';
import { listParams } from '@/features/notices/notice-params';

export default function NoticeListPage() {
  const { t } = useTranslation('notices');
  const { kind, categoryId } = listParams(useRouter().params);
  return (
    <DesktopPage title={t('listTitle')}>
      <NoticeList kind={kind} categoryId={categoryId} onMobile={false} />
    </DesktopPage>
  );
}
