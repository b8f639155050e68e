import { DesktopPage } from '@/features/frame/desktop-page';
import { useHomepageTranslation } from '@/features/homepage/i18n';
import { PersonalHome } from '@/features/homepage/personal-home';

/** /homepage/index: the personal home (spec §2, the menu's 个人主页). */
export default function HomepagePage() {
  const { t } = useHomepageTranslation();
  return (
    <DesktopPage title={t('title')}>
      <PersonalHome onMobile={false} />
    </DesktopPage>
  );
}
