/**
 * 我的填报 (issue 28; spec §2 /matter/fill): tabs 全部, 待填报, 已填报, 可补填 and 已逾期, each a paged list of the
 * reader's missions with their current period. On a phone the next page comes as the reader reaches the end and a
 * pull reloads (natively in the mini-program); coming back from a mission reads the list again, so one just filled
 * shows 已填报.
 */
import { useRef, useState } from 'react';
import Taro from '@tarojs/taro';
import { View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { usePageShow, usePullDownRefresh, useReachBottom } from '@/platform/page-events';
import ListState from '@/ui/list-state';
import { PullRefresh } from '@/ui/pull-refresh';
import Tabs from '@/ui/tabs';
import { useFillinTranslation } from '../i18n';
import { FillHead } from '../shared/page-head';
import { FillRow } from './fill-row';
import { FILL_TABS, MINE_PAGE_SIZE, useMyFills, type FillTab } from './use-my-fills';
import '../fillin.scss';

interface Props {
  params: Record<string, string | undefined>;
  onMobile: boolean;
}

export function MyFillList({ params, onMobile }: Props) {
  const { t } = useFillinTranslation();
  const [tab, setTab] = useState<FillTab>(FILL_TABS.find((k) => k === params.tab) ?? 'all');
  const list = useMyFills(tab, onMobile);
  const latest = useRef(list);
  latest.current = list;
  useReachBottom(() => onMobile && list.loadMore());
  usePullDownRefresh(() => void list.refresh().finally(() => void Taro.stopPullDownRefresh()));
  // Back from a mission (not on the first show, while the list still loads), its status may have changed.
  usePageShow(() => {
    if (latest.current.state.status === 'ready') void latest.current.refresh();
  });

  const rows = (
    <ListState
      list={list}
      name="fills"
      emptyText={t(`empty_${tab}`)}
      pageSize={MINE_PAGE_SIZE}
      totalText={list.state.status === 'ready' ? t('total', { count: list.state.total }) : undefined}
    >
      <View className="ch-fill-rows" {...roleProps('list')} aria-label={t('missionsLabel')}>
        {list.state.items.map((item) => (
          <FillRow key={item.id} item={item} />
        ))}
      </View>
    </ListState>
  );

  return (
    <View className={`ch-fill ch-fill--${onMobile ? 'mobile' : 'desktop'}`}>
      <FillHead title={t('listTitle')} />
      <Tabs
        label={t('tabs')}
        activeKey={tab}
        onChange={(key) => setTab(key as FillTab)}
        items={FILL_TABS.map((key) => ({ key, title: t(`tab_${key}`), content: key === tab ? (onMobile ? <PullRefresh onRefresh={list.refresh}>{rows}</PullRefresh> : rows) : null }))}
      />
    </View>
  );
}
