import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { ReportView } from '@/features/report/detail/report-view';
import { useReportTranslation } from '@/features/report/i18n';

/** /report/detail?id=, one report (issue 28; src/features/report/module.ts). */
export default function ReportDetailPage() {
  const { t } = useReportTranslation();
  return (
    <DesktopPage title={t('detailTitle')}>
      <ReportView params={useRouter().params} onMobile={false} />
    </DesktopPage>
  );
}
