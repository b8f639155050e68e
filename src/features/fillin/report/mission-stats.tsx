/**
 * One mission's period in 填报统计: the period picker, the figures of the scope (everyone in the reader's data scope, a
 * department, or a class of it), and three views: the overview (rates by department and by class, each field's
 * summary), who is missing (with 一键提醒) and the submissions; 导出 Excel exports the scope's submissions with progress.
 */
import { useRef, useState } from 'react';
import { View } from '@tarojs/components';
import type { FillStats } from '@contract/calls/fillins';
import { ExportButton } from '@/features/exports';
import { callAddress } from '@/services/call-address';
import Tabs from '@/ui/tabs';
import UserText from '@/ui/user-text';
import { useFillinTranslation } from '../i18n';
import { FillHead } from '../shared/page-head';
import { PageState } from '../shared/page-state';
import { FieldSummaries } from './field-summaries';
import { MissingPanel } from './missing-panel';
import { REPORT_ROUTE } from './mission-list';
import { PeriodPicker } from './period-picker';
import { RateTable } from './rate-table';
import { ScopeBar } from './scope-bar';
import { SubmissionsPanel } from './submissions-panel';
import { Totals } from './totals';
import { useFillStats, type FillScope } from './use-report';
import type { useForbidden } from '@/services/use-forbidden';

interface Props {
  missionId: number;
  period: number | undefined;
  onMobile: boolean;
  watch: ReturnType<typeof useForbidden>['watch'];
}

/** A department, and a class of it, narrowing the page. */
export interface Narrowed {
  department_id?: number;
  department?: string;
  class_name?: string;
}

const VIEWS = ['overview', 'missing', 'submissions'] as const;
type View_ = (typeof VIEWS)[number];

export function MissionStats({ missionId, period: asked, onMobile, watch }: Props) {
  const { t } = useFillinTranslation();
  const [period, setPeriod] = useState(asked);
  const [narrowed, setNarrowed] = useState<Narrowed>({});
  const stats = useFillStats(missionId, period, narrowed.department_id, watch);
  // Another period or department keeps the figures shown until the new ones come (the chosen view stays).
  const last = useRef<FillStats | null>(null);
  const { state } = stats;
  if (state.status === 'ready') last.current = state.data;
  const shown = state.status === 'ready' ? state.data : state.status === 'loading' ? last.current : null;
  const choosePeriod = (n: number) => {
    setPeriod(n);
    setNarrowed({});
  };
  if (shown) return <Stats stats={shown} narrowed={narrowed} onNarrow={setNarrowed} onPeriod={choosePeriod} onMobile={onMobile} />;
  return (
    <>
      <FillHead title={t('reportTitle')} back={{ label: t('backToMissions'), route: REPORT_ROUTE }} />
      {state.status === 'ready' ? null : (
        <PageState state={state} retry={stats.retry} missing={{ title: t('notFoundTitle'), hint: t('statsMissingHint'), action: t('allMissions'), route: REPORT_ROUTE }} />
      )}
    </>
  );
}

interface StatsProps {
  stats: FillStats;
  narrowed: Narrowed;
  onNarrow(narrowed: Narrowed): void;
  onPeriod(period: number): void;
  onMobile: boolean;
}

function Stats({ stats, narrowed, onNarrow, onPeriod, onMobile }: StatsProps) {
  const { t } = useFillinTranslation();
  const [view, setView] = useState<View_>('overview');
  const scope: FillScope = { mission_id: stats.mission.id, period_num: stats.period.num, department_id: narrowed.department_id, class_name: narrowed.class_name };
  const chosenClass = narrowed.class_name === undefined ? undefined : stats.classes.find((c) => c.class_name === narrowed.class_name && c.department_id === narrowed.department_id);
  const scopeName = narrowed.class_name ?? narrowed.department ?? '';
  const departments = stats.departments.map((d) => ({
    ...d,
    key: String(d.department_id),
    chosen: narrowed.department_id === d.department_id && narrowed.class_name === undefined,
    onChoose: () => onNarrow({ department_id: d.department_id, department: d.name }),
  }));
  const classes = stats.classes.map((c) => ({
    ...c,
    key: `${c.department_id}-${c.class_name}`,
    name: c.class_name || t('noClass'),
    chosen: narrowed.class_name === c.class_name && narrowed.department_id === c.department_id,
    onChoose: () => onNarrow({ department_id: c.department_id, department: stats.departments.find((d) => d.department_id === c.department_id)?.name ?? narrowed.department, class_name: c.class_name }),
  }));
  const panels: Record<View_, JSX.Element> = {
    overview: (
      <View className="ch-fill-overview">
        <RateTable title={t('byDepartment')} nameHeader={t('colDepartment')} rows={departments} testId="by-department" />
        <RateTable title={t('byClass')} nameHeader={t('colClass')} rows={classes} testId="by-class" />
        <FieldSummaries fields={stats.fields} />
      </View>
    ),
    missing: <MissingPanel scope={scope} scopeName={scopeName} period={stats.period.label} onMobile={onMobile} />,
    submissions: <SubmissionsPanel scope={scope} onMobile={onMobile} />,
  };
  return (
    <>
      <FillHead title={<UserText text={stats.mission.name} testId="stats-mission" />} back={{ label: t('backToMissions'), route: REPORT_ROUTE }}>
        <ExportButton address={() => callAddress('exportFillSubmissions', scope)} testId="fill-export" label={t('export')} />
      </FillHead>
      <View className="ch-fill-scope">
        <PeriodPicker periods={stats.periods} value={stats.period.num} onChange={onPeriod} />
        <ScopeBar name={scopeName} department={narrowed.class_name ? narrowed.department : undefined} onClear={() => onNarrow({})} />
      </View>
      <Totals totals={chosenClass ?? stats.totals} />
      <Tabs label={t('sections')} activeKey={view} onChange={(key) => setView(key as View_)} items={VIEWS.map((key) => ({ key, title: t(`tab_${key}`), content: key === view ? panels[key] : null }))} />
    </>
  );
}
