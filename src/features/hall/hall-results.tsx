/**
 * The services of a view in the list's states (src/ui/list-state): placeholders while they load, the reason and a
 * retry when they could not, an empty state (saying whether the filters hid everything, with a way to clear them), or
 * the cards with the total; then page links on a desktop (the address keeps the page), or on a phone the next page as
 * the reader reaches the end. Only the loaded pages are drawn, never the whole catalogue.
 */
import { View } from '@tarojs/components';
import type { AppCard } from '@contract/schemas';
import { AppSkeleton } from '@/features/home';
import { roleProps } from '@/platform/a11y-role';
import { useReachBottom } from '@/platform/page-events';
import ListState from '@/ui/list-state';
import { useHallTranslation } from './i18n';
import { HALL_PAGE_SIZE } from './rules/hall-query';
import type { useCatalog } from './use-catalog';

interface Props {
  catalog: ReturnType<typeof useCatalog>;
  narrowed: boolean;
  onClear(): void;
  onPage(page: number): void;
  renderTile(app: AppCard): JSX.Element;
}

export function HallResults({ catalog, narrowed, onClear, onPage, renderTile }: Props) {
  const { t } = useHallTranslation();
  useReachBottom(catalog.loadMore);
  return (
    <View className="ch-hall__results">
      <ListState
        list={catalog}
        name="hall"
        emptyText={narrowed ? t('emptyFiltered') : t('empty')}
        onClear={narrowed ? onClear : undefined}
        totalText={t('total', { count: catalog.state.total })}
        pageSize={HALL_PAGE_SIZE}
        onPage={onPage}
        loading={<AppSkeleton variant="card" label={t('loading')} />}
      >
        <View className="ch-hall__grid" {...roleProps('list')} aria-label={t('services')}>
          {catalog.state.items.map(renderTile)}
        </View>
      </ListState>
    </View>
  );
}
