/** A scope's figures for the period: people due, filled in, not yet, late, and the rate (92.3%). */
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { useFillinTranslation } from '../i18n';
import { rateText } from '../rules/words';

export interface RateRow {
  population: number;
  submitted: number;
  late: number;
  rate: number;
}

export function Totals({ totals }: { totals: RateRow }) {
  const { t } = useFillinTranslation();
  const figures = [
    { key: 'population', label: t('population'), value: String(totals.population) },
    { key: 'submitted', label: t('submittedPeople'), value: String(totals.submitted) },
    { key: 'missing', label: t('missingPeople'), value: String(Math.max(0, totals.population - totals.submitted)) },
    { key: 'late', label: t('latePeople'), value: String(totals.late) },
    { key: 'rate', label: t('rate'), value: rateText(totals.rate) },
  ];
  return (
    <View className="ch-fill-totals" {...roleProps('list')} aria-label={t('sections')} data-testid="fill-totals">
      {figures.map((f) => (
        <View key={f.key} className={`ch-fill-total ch-fill-total--${f.key}`} {...roleProps('listitem')} data-testid={`total-${f.key}`}>
          <Text className="ch-fill-total__value">{f.value}</Text>
          <Text className="ch-fill-total__label">{f.label}</Text>
        </View>
      ))}
    </View>
  );
}
