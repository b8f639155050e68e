/**
 * Process monitoring (流程监控, spec §2 /site/monitoring and its phone twin; permit service-count): the applications
 * in progress by service and step, then as a list longest waiting first — all, the stuck ones or the overdue ones,
 * narrowed to a step — with the supervisor's interventions on each (./intervention-dialogs.tsx). The oversee list
 * (督办) of the to-do page is a link away.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { MonitoredApplication, MonitoredNode } from '@contract/calls/supervision';
import { STUCK_DAYS_DEFAULT } from '@contract/rules/supervision';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import { api } from '@/services/api';
import { useLoaded } from '@/services/use-loaded';
import { usePagedList, type Page } from '@/services/use-paged-list';
import { useUiSettings } from '@/stores/ui-settings';
import ListState from '@/ui/list-state';
import Pressable from '@/ui/pressable';
import { useSupervisionTranslation } from '../i18n';
import { PageHead } from '../shared/page-head';
import { StateView } from '../shared/state-view';
import { InterventionDialogs } from './intervention-dialogs';
import { NodeTable } from './node-table';
import { RunningRow } from './running-row';
import { useInterventions } from './use-interventions';
import '../supervision-calls';
import '../supervision.scss';
import './monitoring.scss';

const PAGE_SIZE = 10;
const ONLY = ['all', 'stuck', 'overdue'] as const;
type Only = (typeof ONLY)[number];

export function MonitoringView({ onMobile }: { onMobile: boolean }) {
  const { t } = useSupervisionTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [only, setOnly] = useState<Only>('all');
  const [node, setNode] = useState<MonitoredNode | null>(null);
  const nodes = useLoaded<MonitoredNode[]>(lang, () => api.getMonitoringNodes({}, { key: 'getMonitoringNodes', quiet: true }));
  const filter = { ...(only === 'all' ? {} : { only }), ...(node ? { app_id: node.app_id, node_id: node.node_id } : {}) };
  const list = usePagedList<Page<MonitoredApplication>>(
    nodes.state.status === 'ready' ? `${only}:${node?.app_id ?? ''}:${node?.node_id ?? ''}:${lang}` : undefined,
    (p) => api.getMonitoringList({ ...filter, p, page_size: PAGE_SIZE }, { key: 'getMonitoringList', quiet: true }),
    { mode: onMobile ? 'more' : 'pages' },
  );
  const act = useInterventions(() => {
    list.refresh();
    nodes.refresh();
  });
  const narrowed = only !== 'all' || node !== null;
  return (
    <View className={`ch-sv ch-sv--${onMobile ? 'mobile' : 'desktop'}`} data-testid="monitoring">
      <PageHead title={t('monitoringTitle')} intro={t('monitoringIntro')}>
        <Pressable role="link" className="ch-sv-link" onPress={() => goTo('/matter/todo', { tab: 'oversee' })} testId="monitoring-oversee">
          {t('openOversee')}
        </Pressable>
      </PageHead>
      {nodes.state.status !== 'ready' ? (
        <StateView state={nodes.state} retry={nodes.retry} />
      ) : (
        <>
          <NodeTable nodes={nodes.state.data} chosen={node} onChoose={setNode} />
          <View className="ch-sv-chips" {...roleProps('group')} aria-label={t('filter')}>
            {ONLY.map((o) => (
              <Pressable key={o} className={`ch-sv-chip${only === o ? ' ch-sv-chip--on' : ''}`} pressed={only === o} onPress={() => setOnly(o)} testId={`monitoring-only-${o}`}>
                {t(`only_${o}`)}
              </Pressable>
            ))}
          </View>
          <Text className="ch-sv-note">{t('stuckHint', { days: STUCK_DAYS_DEFAULT })}</Text>
          <ListState
            list={list}
            name="monitoring"
            emptyText={narrowed ? t('emptyFiltered') : t('emptyRunning')}
            onClear={narrowed ? () => (setOnly('all'), setNode(null)) : undefined}
            totalText={t('applications', { count: list.state.total })}
            pageSize={PAGE_SIZE}
          >
            <View className="ch-sv-running-list" {...roleProps('list')} aria-label={t('monitoringTitle')}>
              {list.state.items.map((item) => (
                <RunningRow key={item.inst_id} item={item} onAct={act.open} />
              ))}
            </View>
          </ListState>
        </>
      )}
      <InterventionDialogs pending={act.pending} busy={act.busy} onClose={act.close} onRun={act.run} />
    </View>
  );
}
