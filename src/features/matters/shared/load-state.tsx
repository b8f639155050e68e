/** What a page shows while its data loads, when it is missing, or when loading failed (with a retry). */
import { Text, View } from '@tarojs/components';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import { roleProps } from '@/platform/a11y-role';
import { useMattersTranslation } from '../i18n';
import type { Loaded } from '@/services/use-loaded';

interface Props {
  state: Exclude<Loaded<unknown>, { status: 'ready' }>;
  retry: () => void;
  missingTitle: string;
  missingHint: string;
}

export function LoadState({ state, retry, missingTitle, missingHint }: Props) {
  const { t } = useMattersTranslation();
  if (state.status === 'loading') return <Loading label={t('loading')} />;
  const missing = state.status === 'missing';
  return (
    <View className="ch-matter-state">
      <View className="ch-matter-state__title" {...roleProps('heading')} aria-level={1}>
        {missing ? missingTitle : t('failedTitle')}
      </View>
      <Text className="ch-matter-state__hint">{missing ? missingHint : state.message}</Text>
      {missing ? null : (
        <Button size="small" onClick={retry}>
          {t('retry')}
        </Button>
      )}
    </View>
  );
}
