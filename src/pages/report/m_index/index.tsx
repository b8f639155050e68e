import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useReportTranslation } from '@/features/report/i18n';
import { ReportList } from '@/features/report/list/report-list';

/** /report/m_index, the data center on a phone (spec §2 mobile pages). */
export default function MobileReportIndexPage() {
  const { t } = useReportTranslation();
  return (
    <MobileFrame title={t('indexTitle')}>
      <ReportList params={useRouter().params} onMobile />
    </MobileFrame>
  );
}
