/**
 * A report (issue 28; spec §2 /report/detail?id=, /report/m_detail; permit apps-report-lists): its settings, its chart
 * and its table, drilled into by department with a trail back, and exported to Excel as it runs. Search results of
 * the 报表 group open here.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { ReportDetail, ReportRun } from '@contract/calls/reports';
import { ExportButton } from '@/features/exports';
import { roleProps } from '@/platform/a11y-role';
import { goTo } from '@/platform/navigation';
import { callAddress } from '@/services/call-address';
import { idParam } from '@/services/use-loaded';
import { useUiSettings } from '@/stores/ui-settings';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { ReportChart } from '../chart/report-chart';
import { useReportTranslation } from '../i18n';
import { formatFigure, formatTick } from '../rules/figures';
import { runPayload } from '../rules/query';
import { campusToday } from '../rules/ranges';
import { ReportHead, ReportState } from '../shared/report-state';
import { DrillTrail } from './drill-trail';
import { ReportSettings } from './report-settings';
import { ReportTable } from './report-table';
import { useReport } from './use-report';
import '../report.scss';

interface Props {
  params: Record<string, string | undefined>;
  onMobile: boolean;
}

function RunView({ run, onDrill, onMobile }: { run: ReportRun; onDrill?(key: string, label: string): void; onMobile: boolean }) {
  const { t } = useReportTranslation();
  const lang = useUiSettings((s) => s.lang);
  const format = useCallback((value: number) => formatFigure(value, run.measure.key, run.unit, lang), [run, lang]);
  const tick = useCallback((value: number) => formatTick(value, run.measure.key, lang), [run, lang]);
  const data = useMemo(() => run.rows.map((r) => ({ label: r.label, value: r.value, shown: format(r.value) })), [run, format]);
  if (run.rows.length === 0) {
    return (
      <Text className="ch-report-note" data-testid="report-no-rows">
        {t('noRows')}
      </Text>
    );
  }
  const top = run.rows.reduce((a, b) => (b.value > a.value ? b : a));
  const chart = t(`chart_${run.chart}`);
  const summary = t('summary', { chart, measure: run.measure.label, dimension: run.dimension.label, count: run.rows.length, top: top.label, value: format(top.value), total: format(run.total.value) });
  return (
    <View className="ch-report-run">
      <View className="ch-report-panel ch-report-panel--chart">
        <ReportChart kind={run.chart} data={data} tick={tick} whole={run.measure.key === 'count'} summary={summary} onMobile={onMobile} onPick={onDrill ? (i) => onDrill(run.rows[i].key, run.rows[i].label) : undefined} />
      </View>
      <View className="ch-report-panel ch-report-panel--table">
        {onDrill ? <Text className="ch-report-note">{t('drillHint')}</Text> : null}
        <ReportTable run={run} format={format} onDrill={onDrill} />
      </View>
    </View>
  );
}

function ReportBody({ id, detail, report, onMobile }: { id: number; detail: ReportDetail; report: ReturnType<typeof useReport>; onMobile: boolean }) {
  const { t } = useReportTranslation();
  const [today] = useState(() => campusToday());
  const { query, run, problem, trail } = report;
  // While a new run loads, the last one stays in view (the chart is not torn down and drawn again), marked busy.
  const last = useRef<ReportRun | null>(null);
  if (run.state.status === 'ready') last.current = run.state.data;
  const shown = run.state.status === 'ready' || run.state.status === 'loading' ? last.current : null;
  const departmentName = (dept: number) => detail.departments.find((d) => d.id === dept)?.name;
  const drills = shown && shown.drill ? (key: string, label: string) => report.drill(shown, key, label) : undefined;
  return (
    <>
      {query ? <ReportSettings detail={detail} query={query} today={today} onChange={report.change} /> : null}
      <View className="ch-report-toolbar">
        {trail.length > 0 ? <DrillTrail trail={trail} departmentName={departmentName} onBack={report.back} /> : <View />}
        {query && !problem ? <ExportButton address={() => callAddress('exportReport', runPayload(id, query))} testId="report-export" /> : null}
      </View>
      {problem ? (
        <Text className="ch-report-problem" {...roleProps('alert')} data-testid="report-range-problem">
          {t(`range_${problem}`)}
        </Text>
      ) : shown ? (
        <View className={`ch-report-results${run.state.status === 'loading' ? ' ch-report-results--busy' : ''}`} aria-busy={run.state.status === 'loading'}>
          <RunView run={shown} onDrill={drills} onMobile={onMobile} />
        </View>
      ) : (
        <ReportState shown={run.state.status === 'ready' ? 'loading' : run.state.status} message={run.state.status === 'failed' ? run.state.message : undefined} retry={run.retry} />
      )}
    </>
  );
}

export function ReportView({ params, onMobile }: Props) {
  const { t } = useReportTranslation();
  const id = idParam(params.id);
  const report = useReport(id, params);
  const { state } = report.detail;
  const detail = state.status === 'ready' ? state.data : null;
  return (
    <View className={`ch-report ch-report--${onMobile ? 'mobile' : 'desktop'}`}>
      <Pressable role="link" className="ch-report-back" onPress={() => goTo('/report/index')} testId="report-back">
        {t('backToList')}
      </Pressable>
      <ReportHead title={detail ? <UserText text={detail.name} /> : t('detailTitle')}>
        {detail ? (
          <View className="ch-report-card__tags">
            <Text className={`ch-report-tag ch-report-tag--${detail.source}`}>{t(`source_${detail.source}`)}</Text>
            {detail.service ? <UserText className="ch-report-tag ch-report-tag--plain" text={detail.service} /> : null}
          </View>
        ) : null}
      </ReportHead>
      {detail && id !== null ? (
        <>
          {detail.description ? <UserText className="ch-report-intro" text={detail.description} /> : null}
          <ReportBody id={id} detail={detail} report={report} onMobile={onMobile} />
        </>
      ) : (
        <ReportState shown={report.refused ? 'refused' : state.status === 'ready' ? 'loading' : state.status} message={state.status === 'failed' ? state.message : undefined} retry={report.detail.retry} />
      )}
    </View>
  );
}
