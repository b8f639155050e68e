/**
 * What a supervision page shows instead of its figures: loading, refused (the server answers 403 without the page's
 * permit, spec §6) with the way home, or failed with a retry.
 */
import { Text, View } from '@tarojs/components';
import type { Loaded } from '@/services/use-loaded';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import { useSupervisionTranslation } from '../i18n';

export function StateView({ state, retry }: { state: Exclude<Loaded<unknown>, { status: 'ready' }>; retry(): void }) {
  const { t } = useSupervisionTranslation();
  if (state.status === 'loading') return <Loading label={t('loading')} />;
  // Without a payload naming an object, "missing" is the server's refusal: the reader lacks the permit.
  const refused = state.status === 'missing';
  return (
    <View className="ch-sv-state" data-testid={refused ? 'supervision-refused' : 'supervision-failed'} {...(refused ? {} : roleProps('alert'))}>
      <View className="ch-sv-state__title" {...roleProps('heading')} aria-level={2}>
        {refused ? t('refusedTitle') : t('failedTitle')}
      </View>
      <Text className="ch-sv-state__hint">{refused ? t('refusedHint') : state.message || t('failedTitle')}</Text>
      {refused ? (
        <Button size="small" onClick={() => goTo('/site/index')}>
          {t('backHome')}
        </Button>
      ) : (
        <Button size="small" onClick={retry} testId="supervision-retry">
          {t('retry')}
        </Button>
      )}
    </View>
  );
}
