import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { FillReport } from '@/features/fillin/report/fill-report';
import { useFillinTranslation } from '@/features/fillin/i18n';

/** The phone twin of /fillForm/report. */
export default function MobileFillReportPage() {
  const { t } = useFillinTranslation();
  return (
    <MobileFrame title={t('reportTitle')}>
      <FillReport params={useRouter().params} onMobile />
    </MobileFrame>
  );
}
