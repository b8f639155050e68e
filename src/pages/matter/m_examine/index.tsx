import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { ExaminePage } from '@/features/matters/examine/examine-page';
import { useExamineTranslation } from '@/features/matters/examine/i18n';
import { examineQuery, examineTitleKey } from '@/features/matters/examine/route-query';

export default function ExamineMobilePage() {
  const { t } = useExamineTranslation();
  const query = examineQuery(useRouter().params);
  const [title, setTitle] = useState(() => examineTitleKey(query));
  return (
    <MobileFrame title={t(title)}>
      <ExaminePage {...query} onMobile onTitle={setTitle} />
    </MobileFrame>
  );
}
