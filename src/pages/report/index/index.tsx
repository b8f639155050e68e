import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useReportTranslation } from '@/features/report/i18n';
import { ReportList } from '@/features/report/list/report-list';

/** /report/index, the data center (issue 28; src/features/report/module.ts). */
export default function ReportIndexPage() {
  const { t } = useReportTranslation();
  return (
    <DesktopPage title={t('indexTitle')}>
      <ReportList params={useRouter().params} onMobile={false} />
    </DesktopPage>
  );
}
