import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { FillReport } from '@/features/fillin/report/fill-report';
import { useFillinTranslation } from '@/features/fillin/i18n';

/** /fillForm/report (issue 28; src/features/fillin/module.ts). */
export default function FillReportPage() {
  const { t } = useFillinTranslation();
  return (
    <DesktopPage title={t('reportTitle')}>
      <FillReport params={useRouter().params} onMobile={false} />
    </DesktopPage>
  );
}
