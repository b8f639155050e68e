/**
 * A run's rows as a table, the accessible view of the chart: each group, its figure (with a bar of its share of the
 * largest), the records behind it when the measure is not itself a count, and the total. A row of a run that drills
 * is a button that narrows the report to its department. A pie's rows carry their slice's colour. A long series (a
 * year of days) shows its first month of rows until the reader asks for all.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { ReportRun } from '@contract/calls/reports';
import { roleProps } from '@/platform/a11y-role';
import Pressable from '@/ui/pressable';
import UserText from '@/ui/user-text';
import { colourOf } from '../chart/palette';
import Button from '@/ui/button';
import { useReportTranslation } from '../i18n';

/** Rows shown before the reader asks for all of them. */
export const TABLE_PREVIEW_ROWS = 31;

interface Props {
  run: ReportRun;
  format(value: number): string;
  onDrill?(key: string, label: string): void;
}

export function ReportTable({ run, format, onDrill }: Props) {
  const { t } = useReportTranslation();
  const [all, setAll] = useState(false);
  const folded = !all && run.rows.length > TABLE_PREVIEW_ROWS;
  const rows = folded ? run.rows.slice(0, TABLE_PREVIEW_ROWS) : run.rows;
  const withCount = run.measure.key !== 'count';
  const largest = Math.max(0, ...run.rows.map((r) => r.value));
  const cell = roleProps('cell');
  const header = roleProps('columnheader');
  return (
    <>
      <View className={`ch-report-table${withCount ? ' ch-report-table--count' : ''}`} {...roleProps('table')} aria-label={t('tableTitle')} data-testid="report-table">
        <View className="ch-report-table__row ch-report-table__row--head" {...roleProps('row')}>
          <Text {...header}>{run.dimension.label}</Text>
          <Text {...header}>{run.measure.label}</Text>
          {withCount ? <Text {...header}>{t('records')}</Text> : null}
        </View>
        {rows.map((row, i) => (
          <View key={row.key} className="ch-report-table__row" {...roleProps('row')} data-testid="report-row">
            <View className="ch-report-table__label" {...cell}>
              {run.chart === 'pie' ? <View className="ch-report-table__swatch" style={{ background: colourOf(i) }} aria-hidden /> : null}
              {onDrill ? (
                <Pressable className="ch-report-table__drill" onPress={() => onDrill(row.key, row.label)} testId="report-drill">
                  <UserText text={row.label} />
                </Pressable>
              ) : (
                <UserText text={row.label} />
              )}
            </View>
            <View className="ch-report-table__value" {...cell}>
              <View className="ch-report-table__bar" style={{ width: `${largest > 0 ? Math.round((Math.max(0, row.value) / largest) * 100) : 0}%` }} aria-hidden />
              <Text className="ch-report-table__figure">{format(row.value)}</Text>
            </View>
            {withCount ? (
              <Text className="ch-report-table__count" {...cell}>
                {row.count}
              </Text>
            ) : null}
          </View>
        ))}
        <View className="ch-report-table__row ch-report-table__row--total" {...roleProps('row')} data-testid="report-total">
          <Text {...cell}>{t('total')}</Text>
          <Text className="ch-report-table__figure" {...cell}>
            {format(run.total.value)}
          </Text>
          {withCount ? <Text {...cell}>{run.total.count}</Text> : null}
        </View>
      </View>
      {run.rows.length > TABLE_PREVIEW_ROWS ? (
        <View className="ch-report-table__more">
          <Button size="small" kind="text" onClick={() => setAll(folded)} testId="report-all-rows">
            {folded ? t('allRows', { count: run.rows.length }) : t('fewerRows')}
          </Button>
        </View>
      ) : null}
    </>
  );
}
