/**
 * The body of a list: loading, failed with a retry, empty (saying whether filters hid everything, with a way to clear
 * them), or the rows with the total; then page links on a desktop, or on a phone the next page as the reader reaches
 * the end (also a button, for keyboards and screen readers) and pull-down to refresh (natively in the mini-program,
 * pull-refresh.h5.tsx on H5).
 */
import type { ReactNode } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import Empty from '@/ui/empty';
import Loading from '@/ui/loading';
import { useMattersTranslation } from '../i18n';
import { Pager } from './pager';
import { PullRefresh } from './pull-refresh';
import { PAGE_SIZE, type ListControls } from './use-paged-list';

// Taro's page events exist inside a Taro page; component tests render the list without one.
const usePageEvent: (callback: () => void) => void = Taro.useReachBottom ?? (() => undefined);
const usePullDown: (callback: () => void) => void = Taro.usePullDownRefresh ?? (() => undefined);

interface Props {
  list: ListControls;
  onMobile: boolean;
  emptyText: string;
  /** The reader narrowed the list: an empty list says nothing matched, and offers to clear. */
  narrowed: boolean;
  onClear(): void;
  label: string;
  children: ReactNode;
}

export function ListBody({ list, onMobile, emptyText, narrowed, onClear, label, children }: Props) {
  const { t } = useMattersTranslation();
  const { state } = list;
  usePageEvent(() => onMobile && list.loadMore());
  usePullDown(() => {
    if (onMobile) void list.refresh().finally(() => void Taro.stopPullDownRefresh());
  });

  let body: ReactNode;
  if (state.status === 'loading') body = <Loading label={t('loading')} />;
  else if (state.status === 'failed') {
    body = (
      <View className="ch-matter-state">
        <Text className="ch-matter-state__hint">{state.message || t('failedTitle')}</Text>
        <Button size="small" onClick={() => void list.refresh()}>
          {t('retry')}
        </Button>
      </View>
    );
  } else if (state.items.length === 0) {
    body = (
      <View className="ch-list-empty">
        <Empty description={narrowed ? t('emptyFiltered') : emptyText} />
        {narrowed ? (
          <Button size="small" kind="text" onClick={onClear} testId="clear-filters">
            {t('clearFilters')}
          </Button>
        ) : null}
      </View>
    );
  } else {
    body = (
      <View className="ch-list">
        <Text className="ch-list__total" data-testid="list-total">
          {t('total', { count: state.total })}
        </Text>
        <View className="ch-list__rows" {...roleProps('list')} aria-label={label}>
          {children}
        </View>
        {onMobile ? (
          <View className="ch-list__more">
            {list.hasMore ? (
              <Button size="small" loading={state.loadingMore} onClick={list.loadMore} testId="list-load-more">
                {state.loadingMore ? t('loadingMore') : t('loadMore')}
              </Button>
            ) : (
              <Text className="ch-matter-muted">{t('noMore')}</Text>
            )}
          </View>
        ) : (
          <Pager page={state.page} total={state.total} pageSize={PAGE_SIZE} onPage={list.showPage} />
        )}
      </View>
    );
  }
  return onMobile ? <PullRefresh onRefresh={list.refresh}>{body}</PullRefresh> : body;
}
