import { useRouter } from '@tarojs/taro';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { useMessagesTranslation } from '@/features/messages/i18n';
import { MessageCenter } from '@/features/messages/center/message-center';

/** /site/m_ucenter?mtype=: the phone twin of /site/ucenter. */
export default function MobileUserCentrePage() {
  const { t } = useMessagesTranslation();
  return (
    <MobileFrame title={t('userCentre')}>
      <MessageCenter mtype={useRouter().params.mtype} onMobile />
    </MobileFrame>
  );
}
