import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { ExaminePage } from '@/features/matters/examine/examine-page';
import { useExamineTranslation } from '@/features/matters/examine/i18n';
import { examineQuery, examineTitleKey } from '@/features/matters/examine/route-query';

/** /matter/examine?inst_id=&task_id=&type= and /matter/rejectStep (spec §2). */
export default function ExamineDesktopPage() {
  const { t } = useExamineTranslation();
  const query = examineQuery(useRouter().params);
  const [title, setTitle] = useState(() => examineTitleKey(query));
  return (
    <DesktopPage title={t(title)}>
      <ExaminePage {...query} onMobile={false} onTitle={setTitle} />
    </DesktopPage>
  );
}
