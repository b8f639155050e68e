import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useDocumentsTranslation } from '@/features/documents/i18n';
import { MyOfficial } from '@/features/documents/lists/my-official';

/** /reserve/myOfficial, 我的公文 (src/features/documents/module.ts). */
export default function MyOfficialPage() {
  const { t } = useDocumentsTranslation();
  return (
    <DesktopPage title={t('myTitle')}>
      <MyOfficial params={useRouter().params} onMobile={false} />
    </DesktopPage>
  );
}
