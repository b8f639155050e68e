import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { ReportView } from '@/features/report/detail/report-view';
import { useReportTranslation } from '@/features/report/i18n';

/** /report/m_detail?id=, one report on a phone. */
export default function MobileReportDetailPage() {
  const { t } = useReportTranslation();
  return (
    <MobileFrame title={t('detailTitle')}>
      <ReportView params={useRouter().params} onMobile />
    </MobileFrame>
  );
}
