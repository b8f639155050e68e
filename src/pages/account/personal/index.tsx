import { DesktopPage } from '@/features/frame/desktop-page';
import { useAccountTranslation } from '@/features/account/i18n';
import { PersonalCentre } from '@/features/account/personal/personal-centre';

/** /site/personal: the personal centre (spec §2, §9 default personal-centre path). */
export default function PersonalPage() {
  const { t } = useAccountTranslation();
  return (
    <DesktopPage title={t('personal')}>
      <PersonalCentre onMobile={false} />
    </DesktopPage>
  );
}
