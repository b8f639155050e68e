/** The spec's failure popups for site info, user info, permissions and logout (§8), with a way to retry. */
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useTranslation } from '@/i18n';
import { useSession } from '@/stores/session';
import { useSiteConfig } from '@/stores/site-config';
import Button from '@/ui/button';
import Popup from '@/ui/popup';

export function FailureNotice() {
  const { t } = useTranslation();
  const siteFailed = useSiteConfig((s) => s.failed);
  const failure = useSession((s) => s.failure);
  const key = siteFailed ? 'site' : failure;
  if (!key) return null;
  const close = () => (siteFailed ? useSiteConfig.setState({ failed: false }) : useSession.setState({ failure: null }));
  const retry = () => (key === 'logout' ? void useSession.getState().logout() : Taro.reLaunch({ url: Taro.getCurrentInstance().router?.path ?? '/' }));
  return (
    <Popup visible title={t(`errors.${key}`)} onClose={close}>
      <View style={{ display: 'flex', gap: '12px', justifyContent: 'flex-end' }}>
        <Text />
        <Button kind="primary" size="small" onClick={() => void retry()}>
          {t('errors.retry')}
        </Button>
      </View>
    </Popup>
  );
}
