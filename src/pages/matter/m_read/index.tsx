import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useMattersTranslation } from '@/features/matters/i18n';
import { ReadList } from '@/features/matters/read/read-list';

export default function MobileReadPage() {
  const { t } = useMattersTranslation();
  return (
    <MobileFrame title={t('readTitle')}>
      <ReadList onMobile />
    </MobileFrame>
  );
}
