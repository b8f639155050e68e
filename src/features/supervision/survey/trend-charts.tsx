/**
 * The overview's trend: applications started and finished per day over the period, each a line chart (the data
 * center's: ECharts on H5, the 2D canvas in the mini-program), named by a summary in words.
 */
import { View } from '@tarojs/components';
import type { ServiceSurvey } from '@contract/calls/supervision';
import { ReportChart } from '@/features/report';
import { useSupervisionTranslation } from '../i18n';

const tick = (value: number) => String(value);

export function TrendCharts({ survey, onMobile }: { survey: ServiceSurvey; onMobile: boolean }) {
  const { t } = useSupervisionTranslation();
  const charts = [
    { key: 'started', title: t('trendStarted'), value: (d: ServiceSurvey['trend'][number]) => d.started },
    { key: 'finished', title: t('trendFinished'), value: (d: ServiceSurvey['trend'][number]) => d.finished },
  ];
  return (
    <View className="ch-sv-charts">
      {charts.map((c) => {
        const data = survey.trend.map((d) => ({ label: d.day.slice(5), value: c.value(d), shown: String(c.value(d)) }));
        const top = survey.trend.reduce((a, b) => (c.value(b) > c.value(a) ? b : a), survey.trend[0]);
        const total = data.reduce((sum, d) => sum + d.value, 0);
        const summary = t('trendSummary', { what: c.title, from: survey.from, to: survey.to, total, top: top ? c.value(top) : 0, day: top?.day ?? '' });
        return (
          <View key={c.key} className="ch-sv-panel ch-sv-panel--chart" data-testid={`supervision-trend-${c.key}`}>
            <View className="ch-sv-panel__title">{c.title}</View>
            <ReportChart kind="line" data={data} tick={tick} whole summary={summary} onMobile={onMobile} />
          </View>
        );
      })}
    </View>
  );
}
