/**
 * An allowed plugin of the personal centre in a frame (spec §2 /site/personal/redirect?url={encoded}). Only an
 * address on an origin the server allows (PLUGIN_ORIGINS, getPluginOrigins) is framed; anything else is refused with
 * a message, never followed, so the route is no open redirect. The server's Content-Security-Policy frames only
 * those origins too.
 */
import { Text, View } from '@tarojs/components';
import { allowedPluginUrl } from '@contract/rules/plugin';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import { api } from '@/services/api';
import { useLoaded } from '@/services/use-loaded';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import { useHomepageTranslation } from './i18n';
import { PluginFrame } from './plugin-frame';
import './homepage.scss';

export function PluginPage({ url, onMobile }: { url: string | undefined; onMobile: boolean }) {
  const { t } = useHomepageTranslation();
  const { state } = useLoaded(url ?? null, () => api.getPluginOrigins(undefined, { quiet: true }));
  const allowed = state.status === 'ready' ? allowedPluginUrl(url, state.data) : null;
  return (
    <View className={`ch-homepage ch-homepage--${onMobile ? 'mobile' : 'desktop'}`} data-testid="plugin-page">
      <View className="ch-homepage__title" {...roleProps('heading')} aria-level={1}>
        {t('pluginTitle')}
      </View>
      {state.status === 'loading' ? <Loading label={t('loading')} /> : null}
      {allowed ? <PluginFrame url={allowed} title={t('pluginTitle')} /> : null}
      {state.status !== 'loading' && !allowed ? (
        <View className="ch-homepage__card ch-homepage__failed" role="alert" data-testid="plugin-refused">
          <Text className="ch-homepage__failed-title">{state.status === 'failed' ? t('failedTitle') : t('pluginRefusedTitle')}</Text>
          <Text>{state.status === 'failed' ? t('failedHint') : url ? t('pluginRefusedHint') : t('pluginMissingHint')}</Text>
          <Button size="small" onClick={() => goTo('/site/personal')} testId="plugin-back">
            {t('backToPersonal')}
          </Button>
        </View>
      ) : null}
    </View>
  );
}
