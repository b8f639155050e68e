import { DesktopPage } from '@/features/frame/desktop-page';
import { useMattersTranslation } from '@/features/matters/i18n';
import { ReadList } from '@/features/matters/read/read-list';

/** /matter/read (spec §2). */
export default function ReadPage() {
  const { t } = useMattersTranslation();
  return (
    <DesktopPage title={t('readTitle')}>
      <ReadList onMobile={false} />
    </DesktopPage>
  );
}
