/**
 * My applications (/matter/launch?page=launch, spec §2): what the user started, filtered by status, keyword, time
 * range and year, with each in-progress application's tracker, reminder and withdraw; and the entrusted applications
 * (started by an agent for them, or by them as an agent). A link from the success page names an application
 * (`inst_id`): its tracker opens.
 */
import { useState } from 'react';
import type { LaunchedItem } from '@contract/calls/matters';
import { ConfirmDialog } from '@/layouts/frame/confirm-dialog';
import { api } from '@/services/api';
import Tabs from '@/ui/tabs';
import { showToast } from '@/ui/toast';
import { usePagedList, type Page } from '@/services/use-paged-list';
import { useMattersTranslation } from '../i18n';
import { emptyLaunchFilter, isNarrowed, launchPayload, type LaunchFilter, type LaunchStatus } from '../rules/list-filters';
import { LAUNCH_STATUSES, statusKey } from '../rules/status';
import { FilterBar } from '../lists/filter-bar';
import { FilterSelect } from '../lists/filter-controls';
import { ListBody } from '../lists/list-body';
import { ListPage } from '../lists/list-page';
import { TimeFilters, timeFilterCount } from '../lists/time-filters';
import { PAGE_SIZE } from '../lists/page-size';
import { useSessionKey } from '../shared/session-key';
import { LaunchRow } from './launch-row';
import { ReminderDialog } from './reminder-dialog';

interface Props {
  onMobile: boolean;
  personal?: boolean;
  focusInstId?: string;
}

function Launched({ onMobile, focusInstId, entrusted }: { onMobile: boolean; focusInstId?: string; entrusted: boolean }) {
  const { t } = useMattersTranslation();
  const who = useSessionKey();
  const [filter, setFilter] = useState<LaunchFilter>(emptyLaunchFilter);
  const payload = launchPayload(filter);
  const key = who === undefined ? undefined : `${who}:${entrusted}:${JSON.stringify(payload)}`;
  const list = usePagedList<Page<LaunchedItem>>(
    key,
    (p) => (entrusted ? api.getEntrustedList({ p, page_size: PAGE_SIZE }, { quiet: true }) : api.myStarted({ ...payload, p, page_size: PAGE_SIZE }, { quiet: true })),
    { mode: onMobile ? 'more' : 'pages' },
  );
  const [expanded, setExpanded] = useState<string | null>(focusInstId ?? null);
  const [reminding, setReminding] = useState<LaunchedItem | null>(null);
  const [withdrawing, setWithdrawing] = useState<LaunchedItem | null>(null);

  const withdraw = async (item: LaunchedItem) => {
    setWithdrawing(null);
    try {
      await api.withdrawMatter({ inst_id: item.inst_id });
      showToast({ content: t('withdrawn'), kind: 'success' });
      setExpanded(null);
      await list.refresh();
    } catch {
      // The request wrapper has shown why (someone has acted on it meanwhile).
    }
  };

  return (
    <>
      {entrusted ? null : (
        <FilterBar
          onMobile={onMobile}
          keyword={filter.keyword}
          onKeyword={(keyword) => setFilter({ ...filter, keyword })}
          keywordPlaceholder={t('keywordPlaceholder')}
          setCount={(filter.status === null ? 0 : 1) + timeFilterCount(filter)}
        >
          <FilterSelect
            label={t('status')}
            anyLabel={t('all')}
            choices={LAUNCH_STATUSES.map((s) => ({ value: String(s), label: t(statusKey(s)) }))}
            value={filter.status === null ? '' : String(filter.status)}
            onChange={(v) => setFilter({ ...filter, status: v === '' ? null : (Number(v) as LaunchStatus) })}
            testId="filter-status"
          />
          <TimeFilters filter={filter} onChange={(f) => setFilter(f)} />
        </FilterBar>
      )}
      <ListBody
        list={list}
        onMobile={onMobile}
        emptyText={t(entrusted ? 'emptyEntrusted' : 'emptyLaunch')}
        narrowed={isNarrowed(filter)}
        onClear={() => setFilter(emptyLaunchFilter)}
        label={t(entrusted ? 'tabEntrusted' : 'launchTitle')}
      >
        {list.state.items.map((item) => (
          <LaunchRow
            key={item.inst_id}
            item={item}
            onMobile={onMobile}
            actions={!entrusted}
            expanded={expanded === item.inst_id}
            onToggle={() => setExpanded(expanded === item.inst_id ? null : item.inst_id)}
            onRemind={() => setReminding(item)}
            onWithdraw={() => setWithdrawing(item)}
          />
        ))}
      </ListBody>
      <ReminderDialog
        instId={reminding?.inst_id ?? null}
        nodes={reminding ? reminding.nodes.flatMap((n) => n.steps) : []}
        onClose={() => setReminding(null)}
        onMobile={onMobile}
      />
      <ConfirmDialog
        title={t('withdrawTitle')}
        question={withdrawing ? t('withdrawQuestion', { name: withdrawing.app_name }) : null}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && void withdraw(withdrawing)}
        testId="withdraw-dialog"
      />
    </>
  );
}

export function LaunchList({ onMobile, personal, focusInstId }: Props) {
  const { t } = useMattersTranslation();
  const [tab, setTab] = useState('mine');
  const items = [
    { key: 'mine', title: t('tabMine'), content: <Launched onMobile={onMobile} focusInstId={focusInstId} entrusted={false} /> },
    { key: 'entrusted', title: t('tabEntrusted'), content: <Launched onMobile={onMobile} entrusted /> },
  ];
  return (
    <ListPage title={t('launchTitle')} onMobile={onMobile} personal={personal}>
      <Tabs label={t('launchTitle')} activeKey={tab} onChange={setTab} items={items} />
    </ListPage>
  );
}
