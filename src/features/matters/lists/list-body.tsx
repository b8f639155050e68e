/**
 * The body of a matter list: the list's states and rows (src/ui/list-state), the rows named as a list; on a phone the
 * next page as the reader reaches the end and pull-down to refresh (natively in the mini-program, the pull-refresh
 * primitive on H5).
 */
import type { ReactNode } from 'react';
import Taro from '@tarojs/taro';
import { View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { usePullDownRefresh, useReachBottom } from '@/platform/page-events';
import type { ListControls } from '@/services/use-paged-list';
import ListState from '@/ui/list-state';
import { PullRefresh } from '@/ui/pull-refresh';
import { useMattersTranslation } from '../i18n';
import { PAGE_SIZE } from './page-size';

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
  useReachBottom(() => onMobile && list.loadMore());
  usePullDownRefresh(() => {
    if (onMobile) void list.refresh().finally(() => void Taro.stopPullDownRefresh());
  });

  const body = (
    <ListState
      list={list}
      name="list"
      emptyText={narrowed ? t('emptyFiltered') : emptyText}
      onClear={narrowed ? onClear : undefined}
      totalText={t('total', { count: list.state.total })}
      pageSize={PAGE_SIZE}
    >
      <View className="ch-list__rows" {...roleProps('list')} aria-label={label}>
        {children}
      </View>
    </ListState>
  );
  return onMobile ? <PullRefresh onRefresh={list.refresh}>{body}</PullRefresh> : body;
}
