/** What every layout does on mount: site config, the page title, and unread counts once signed in. */
import { useEffect } from 'react';
import Taro from '@tarojs/taro';
import { useTranslation } from '@/i18n';
import { useSession } from '@/stores/session';
import { useSiteConfig } from '@/stores/site-config';
import { useSiteName } from '@/stores/site-name';
import { useUnread } from '@/stores/unread';

export function usePageChrome(title: string): void {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const status = useSession((s) => s.status);

  useEffect(() => {
    void useSiteConfig.getState().load();
  }, []);
  useEffect(() => {
    const full = `${title} - ${siteName ?? t('app.title')}`;
    void Taro.setNavigationBarTitle({ title: full });
    if (process.env.TARO_ENV === 'h5') document.title = full;
  }, [title, siteName, t]);
  useEffect(() => {
    if (status === 'signed-in') void useUnread.getState().load();
  }, [status]);
}
