/** What a fill-in page shows instead of its content: loading, not there (with a way on), or failed with a retry. */
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import type { Loaded } from '@/services/use-loaded';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import { useFillinTranslation } from '../i18n';

interface Props {
  state: Exclude<Loaded<unknown>, { status: 'ready' }>;
  retry(): void;
  /** The page's words for nothing to show here, and where to go instead. */
  missing: { title: string; hint: string; action: string; route: string };
}

export function PageState({ state, retry, missing }: Props) {
  const { t } = useFillinTranslation();
  if (state.status === 'loading') return <Loading label={t('loading')} />;
  const failed = state.status === 'failed';
  return (
    <View className="ch-fill-state" data-testid={`fill-${state.status}`}>
      <View className="ch-fill-state__title" {...roleProps('heading')} aria-level={2}>
        {failed ? t('failedTitle') : missing.title}
      </View>
      <Text className="ch-fill-state__hint">{failed ? state.message : missing.hint}</Text>
      <Button size="small" onClick={failed ? retry : () => goTo(missing.route)} testId={failed ? 'fill-retry' : 'fill-elsewhere'}>
        {failed ? t('retry') : missing.action}
      </Button>
    </View>
  );
}
