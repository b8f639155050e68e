import { useRouter } from '@tarojs/taro';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useMessagesTranslation } from '@/features/messages/i18n';
import { MessageCenter } from '@/features/messages/center/message-center';

/** /site/ucenter?mtype=: the user centre with the messages by type and the message settings (spec §2). */
export default function UserCentrePage() {
  const { t } = useMessagesTranslation();
  return (
    <DesktopPage title={t('userCentre')}>
      <MessageCenter mtype={useRouter().params.mtype} onMobile={false} />
    </DesktopPage>
  );
}
