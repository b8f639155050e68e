import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useDocumentsTranslation } from '@/features/documents/i18n';
import { MyOfficial } from '@/features/documents/lists/my-official';

/** The phone twin of /reserve/myOfficial. */
export default function MobileMyOfficialPage() {
  const { t } = useDocumentsTranslation();
  return (
    <MobileFrame title={t('myTitle')}>
      <MyOfficial params={useRouter().params} onMobile />
    </MobileFrame>
  );
}
