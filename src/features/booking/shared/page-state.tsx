/** What a booking page shows instead of its content: loading, not found (with a way back), or failed with a retry. */
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import type { Loaded } from '@/services/use-loaded';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import { useBookingTranslation } from '../i18n';

interface Props {
  state: Exclude<Loaded<unknown>, { status: 'ready' }>;
  retry(): void;
  /** The page's own words for nothing to show here. */
  missing?: { title: string; hint: string };
}

export function PageState({ state, retry, missing }: Props) {
  const { t } = useBookingTranslation();
  if (state.status === 'loading') return <Loading label={t('loading')} />;
  const failed = state.status === 'failed';
  return (
    <View className="ch-bk-state" data-testid={`booking-${state.status}`}>
      <View className="ch-bk-state__title" {...roleProps('heading')} aria-level={2}>
        {failed ? t('failedTitle') : (missing?.title ?? t('notFoundTitle'))}
      </View>
      <Text className="ch-bk-state__hint">{failed ? state.message : (missing?.hint ?? t('notFoundHint'))}</Text>
      {failed ? (
        <Button size="small" onClick={retry}>
          {t('retry')}
        </Button>
      ) : (
        <Button size="small" onClick={() => goTo('/site/bookingHall')}>
          {t('backToHall')}
        </Button>
      )}
    </View>
  );
}
