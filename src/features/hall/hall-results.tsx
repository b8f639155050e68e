/**
 * The services of a view: placeholders while they load, the reason and a retry when they could not, an empty state
 * (saying whether the filters hid everything, with a way to clear them), or the cards with the total; then page
 * links on a desktop, or on a phone the next page as the reader reaches the end (also a button, for keyboards and
 * screen readers). Only the loaded pages are drawn, never the whole catalogue.
 */
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import type { AppCard } from '@contract/schemas';
import { AppSkeleton } from '@/features/home/app-skeleton';
import { Pager } from '@/features/matters/lists/pager';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import Empty from '@/ui/empty';
import { useHallTranslation } from './i18n';
import { HALL_PAGE_SIZE } from './rules/hall-query';
import type { useCatalog } from './use-catalog';
// The page links' look lives with the matter lists' styles.
import '../matters/lists/lists.scss';

// Taro's page event exists inside a Taro page; component tests render the hall without one.
const useReachBottom: (callback: () => void) => void = Taro.useReachBottom ?? (() => undefined);

interface Props {
  catalog: ReturnType<typeof useCatalog>;
  onMobile: boolean;
  narrowed: boolean;
  onClear(): void;
  onPage(page: number): void;
  renderTile(app: AppCard): JSX.Element;
}

export function HallResults({ catalog, onMobile, narrowed, onClear, onPage, renderTile }: Props) {
  const { t } = useHallTranslation();
  const { state, hasMore, loadMore, retry } = catalog;
  useReachBottom(loadMore);

  if (state.status === 'loading') return <AppSkeleton variant="card" label={t('loading')} />;
  if (state.status === 'failed') {
    return (
      <View className="ch-hall__state" {...roleProps('alert')}>
        <Text className="ch-hall__state-text">{state.message || t('failed')}</Text>
        <Button size="small" onClick={retry} testId="hall-retry">
          {t('retry')}
        </Button>
      </View>
    );
  }
  if (state.items.length === 0) {
    return (
      <View className="ch-hall__state">
        <Empty description={narrowed ? t('emptyFiltered') : t('empty')} />
        {narrowed ? (
          <Button size="small" kind="text" onClick={onClear} testId="clear-filters">
            {t('clearFilters')}
          </Button>
        ) : null}
      </View>
    );
  }
  return (
    <View className="ch-hall__results">
      <Text className="ch-hall__total" data-testid="hall-total">
        {t('total', { count: state.total })}
      </Text>
      <View className="ch-hall__grid" {...roleProps('list')} aria-label={t('services')}>
        {state.items.map(renderTile)}
      </View>
      {onMobile ? (
        <View className="ch-hall__more">
          {hasMore ? (
            <Button size="small" loading={state.loadingMore} onClick={loadMore} testId="hall-load-more">
              {state.loadingMore ? t('loadingMore') : t('loadMore')}
            </Button>
          ) : (
            <Text className="ch-hall__muted">{t('noMore')}</Text>
          )}
        </View>
      ) : (
        <Pager page={state.page} total={state.total} pageSize={HALL_PAGE_SIZE} onPage={onPage} />
      )}
    </View>
  );
}
