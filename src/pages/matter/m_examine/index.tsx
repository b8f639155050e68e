import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { ExaminePage } from '@/features/matters/examine/examine-page';
import { useExamineTranslation } from '@/features/matters/examine/i18n';
import { examineQuery, examineTitleKey } from '@/features/matters/examine/route-query';

export default function ExamineMobilePage() {
  const { t } = useExamineTranslation();
  const query = examineQuery(useRouter().params);
  return (
    <MobileFrame title={t(examineTitleKey(query))}>
      <ExaminePage {...query} onMobile />
    </MobileFrame>
  );
}
