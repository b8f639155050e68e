/**
 * The service overview (服务概览, spec §2 /site/serviceSurvey and its phone twin; permit ServiceSituation.webAll):
 * services online and the period's figures, the daily trend, and each service's figures with an Excel export.
 */
import type { ServiceSurvey as Survey } from '@contract/calls/supervision';
import { View } from '@tarojs/components';
import { ExportButton } from '@/features/exports';
import { api } from '@/services/api';
import { callAddress } from '@/services/call-address';
import { useLoaded } from '@/services/use-loaded';
import { useUiSettings } from '@/stores/ui-settings';
import UserText from '@/ui/user-text';
import { useSupervisionTranslation } from '../i18n';
import { FigureCards } from '../shared/figure-cards';
import { FiguresTable } from '../shared/figures-table';
import { PageHead } from '../shared/page-head';
import { PeriodBar, usePeriod } from '../shared/period-bar';
import { StateView } from '../shared/state-view';
import { TrendCharts } from './trend-charts';
import '../supervision-calls';
import '../supervision.scss';

export function ServiceSurvey({ onMobile }: { onMobile: boolean }) {
  const { t } = useSupervisionTranslation();
  const lang = useUiSettings((s) => s.lang);
  const period = usePeriod();
  const { from, to } = period.range;
  const survey = useLoaded<Survey>(period.problem ? undefined : `${from}:${to}:${lang}`, () => api.getServiceSurvey({ from, to }, { key: 'getServiceSurvey', quiet: true }));
  const { state } = survey;
  return (
    <View className={`ch-sv ch-sv--${onMobile ? 'mobile' : 'desktop'}`} data-testid="service-survey">
      <PageHead title={t('surveyTitle')} intro={t('surveyIntro')}>
        {state.status === 'ready' && !period.problem ? <ExportButton address={() => callAddress('exportServiceSurvey', { from, to })} testId="supervision-export" /> : null}
      </PageHead>
      <PeriodBar period={period} />
      {state.status === 'ready' ? (
        <>
          <FigureCards figures={state.data.total} online={state.data.services_online} />
          <TrendCharts survey={state.data} onMobile={onMobile} />
          <View className="ch-sv-panel">
            <View className="ch-sv-panel__title">{t('tableTitle')}</View>
            <FiguresTable
              label={t('tableTitle')}
              rows={state.data.services}
              rowKey={(s) => String(s.app_id)}
              testId="supervision-services"
              lead={[
                { head: t('service'), cell: (s) => <UserText text={s.name} /> },
                { head: t('department'), cell: (s) => (s.department ? <UserText text={s.department} /> : t('none')) },
              ]}
            />
          </View>
        </>
      ) : period.problem ? null : (
        <StateView state={state} retry={survey.retry} />
      )}
    </View>
  );
}
