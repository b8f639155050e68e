import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { pluginParam } from '@contract/rules/plugin';
import { DesktopPage } from '@/features/frame/desktop-page';
import { useHomepageTranslation } from '@/features/homepage/i18n';
import { PluginPage } from '@/features/homepage/plugin-page';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { usesMobilePages } from '@/platform/client';

/**
 * /site/personal/redirect?url= (an alias of /homepage/plugin): an allowed plugin page in a frame. The spec names no
 * phone twin, so one page serves both clients, framed for the client that opens it.
 */
export default function PluginRoutePage() {
  const { t } = useHomepageTranslation();
  const [mobile] = useState(usesMobilePages);
  const url = pluginParam(useRouter().params.url);
  return mobile ? (
    <MobileFrame title={t('pluginTitle')}>
      <PluginPage url={url} onMobile />
    </MobileFrame>
  ) : (
    <DesktopPage title={t('pluginTitle')}>
      <PluginPage url={url} onMobile={false} />
    </DesktopPage>
  );
}
