/** A report in the data center: its name, what it shows, where its figures come from and its chart; opens the report. */
import { Text, View } from '@tarojs/components';
import type { ReportItem } from '@contract/calls/reports';
import { goTo } from '@/platform/navigation';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { useReportTranslation } from '../i18n';

export function ReportCard({ item }: { item: ReportItem }) {
  const { t } = useReportTranslation();
  return (
    <Pressable role="link" className="ch-report-card" onPress={() => goTo('/report/detail', { id: item.id })} testId="report-card">
      <View className={`ch-report-card__icon ch-report-card__icon--${item.chart}`} aria-hidden>
        <View className="ch-report-card__glyph" />
      </View>
      <View className="ch-report-card__body">
        <UserText className="ch-report-card__name" text={item.name} />
        {item.description ? <UserText className="ch-report-card__desc" text={item.description} /> : null}
        <View className="ch-report-card__tags">
          <Text className={`ch-report-tag ch-report-tag--${item.source}`}>{t(`source_${item.source}`)}</Text>
          <Text className="ch-report-tag">{t(`chart_${item.chart}`)}</Text>
          {item.service ? <UserText className="ch-report-tag ch-report-tag--plain" text={item.service} /> : <Text className="ch-report-tag ch-report-tag--plain">{t('allServices')}</Text>}
        </View>
        <Text className="ch-report-card__updated">{t('updated', { time: item.updated.slice(0, 10) })}</Text>
      </View>
    </Pressable>
  );
}
