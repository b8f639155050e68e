/** The result tabs 综合 … 办公公告 with their counts once an answer is in; the content is the chosen tab's results. */
import type { ReactNode } from 'react';
import type { SearchGroups } from '@contract/calls/search';
import { SEARCH_GROUP_MAX } from '@contract/rules/search';
import { useTranslation } from '@/i18n';
import Tabs from '@/ui/tabs';
import { TABS, tabCounts, type TabKey } from './search-tabs';

/** A group answers at most SEARCH_GROUP_MAX entries: a full group may have more. */
export function countText(count: number): string {
  return count >= SEARCH_GROUP_MAX ? `${SEARCH_GROUP_MAX}+` : String(count);
}

interface Props {
  groups: SearchGroups | null;
  tab: TabKey;
  onTab(tab: TabKey): void;
  children: ReactNode;
}

export function ResultTabs({ groups, tab, onTab, children }: Props) {
  const { t } = useTranslation('search');
  const counts = tabCounts(groups);
  return (
    <Tabs
      label={t('tabsLabel')}
      activeKey={tab}
      onChange={(key) => onTab(key as TabKey)}
      items={TABS.map((key) => ({
        key,
        title: groups ? t('tabCount', { title: t(`tabs.${key}`), count: countText(counts[key]) }) : t(`tabs.${key}`),
        content: children,
      }))}
    />
  );
}
