/**
 * A list's states around its rows: loading, failed with the reason and a retry, empty (with a way to clear the
 * filters when the reader narrowed it), or the rows with their total; then page links on a desktop, or on a phone
 * "load more" until the last row (spec §7 paging). Built on the other primitives, so one file serves both targets.
 */
import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import Button from '../button';
import Empty from '../empty';
import Loading from '../loading';
import { useUiTexts } from '../texts';
import { Pager } from './pager';
import type { ListStateProps } from './types';
import './list-state.scss';

const ListState: FC<ListStateProps> = ({ list, name, emptyText, onClear, totalText, pageSize, onPage, loading, children }) => {
  const { t } = useUiTexts();
  const { state } = list;
  if (state.status === 'loading') return <>{loading ?? <Loading label={t('loading')} />}</>;
  if (state.status === 'failed') {
    return (
      <View className="ch-list-state" {...roleProps('alert')}>
        <Text className="ch-list-state__text">{state.message || t('failed')}</Text>
        <Button size="small" onClick={() => void list.refresh()} testId={`${name}-retry`}>
          {t('retry')}
        </Button>
      </View>
    );
  }
  if (state.items.length === 0) {
    return (
      <View className="ch-list-empty">
        <Empty description={emptyText} />
        {onClear ? (
          <Button size="small" kind="text" onClick={onClear} testId="clear-filters">
            {t('clearFilters')}
          </Button>
        ) : null}
      </View>
    );
  }
  return (
    <View className="ch-list">
      {totalText ? (
        <Text className="ch-list__total" data-testid={`${name}-total`}>
          {totalText}
        </Text>
      ) : null}
      {children}
      {list.mode === 'pages' ? (
        <Pager page={state.page} total={state.total} pageSize={pageSize} onPage={onPage ?? list.showPage} />
      ) : (
        <View className="ch-list__more">
          {list.hasMore ? (
            <Button size="small" loading={state.loadingMore} onClick={list.loadMore} testId={`${name}-load-more`}>
              {state.loadingMore ? t('loadingMore') : t('loadMore')}
            </Button>
          ) : (
            <Text className="ch-list__end">{t('noMore')}</Text>
          )}
        </View>
      )}
    </View>
  );
};

export default ListState;
export { pageCount } from './pages';
