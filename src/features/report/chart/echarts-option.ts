/**
 * The ECharts option of a report run (H5): bars or a line over the categories with the value axis written as the
 * figures are, or a pie; the tooltip gives each datum's figure as the table writes it (ECharts escapes the names).
 * Bars named by long labels (colleges, services) lie down, one under the other, so every name can be read.
 */
import type { EChartsCoreOption } from 'echarts/core';
import { INK, PALETTE } from './palette';
import type { ReportChartProps } from './types';

type Input = Pick<ReportChartProps, 'kind' | 'data' | 'tick' | 'onMobile' | 'whole'> & { drills: boolean };

/** Labels longer than this many characters lay the bars down, when there are few enough to list one under another. */
const LONG_LABEL = 5;
const MOST_LYING = 24;

export function liesDown({ kind, data }: Pick<ReportChartProps, 'kind' | 'data'>): boolean {
  return kind === 'bar' && data.length <= MOST_LYING && data.some((d) => Array.from(d.label).length > LONG_LABEL);
}

/** A chart of bars lying down grows with its rows; others keep the height their style gives (null). */
export function lyingHeight(props: Pick<ReportChartProps, 'kind' | 'data'>): number | null {
  return liesDown(props) ? Math.max(200, props.data.length * 34 + 40) : null;
}

export function echartsOption({ kind, data, tick, onMobile, whole, drills }: Input): EChartsCoreOption {
  const cursor = drills ? 'pointer' : 'default';
  const tooltip = {
    trigger: kind === 'pie' ? 'item' : 'axis',
    confine: true,
    valueFormatter: (_value: unknown, index: number) => data[index]?.shown ?? '',
  };
  const common = { color: [...PALETTE], animationDuration: 300, textStyle: { color: INK.text }, tooltip };
  if (kind === 'pie') {
    return {
      ...common,
      series: [
        {
          type: 'pie',
          radius: onMobile ? ['28%', '62%'] : ['32%', '68%'],
          cursor,
          data: data.map((d) => ({ name: d.label, value: d.value })),
          label: { show: !onMobile || data.length <= 6, overflow: 'truncate', width: onMobile ? 72 : 140 },
          itemStyle: { borderColor: '#fff', borderWidth: 1.5 },
        },
      ],
    };
  }
  const down = liesDown({ kind, data });
  const categories = {
    type: 'category',
    data: data.map((d) => d.label),
    // Lying down, the first row is on top, as in the table.
    inverse: down,
    axisLabel: down ? { width: onMobile ? 104 : 168, overflow: 'truncate' } : { hideOverlap: true, width: onMobile ? 56 : 96, overflow: 'truncate' },
    axisLine: { lineStyle: { color: INK.axis } },
    axisTick: { show: false },
  };
  const values = { type: 'value', minInterval: whole ? 1 : 0, axisLabel: { formatter: tick, hideOverlap: true }, splitLine: { lineStyle: { color: INK.grid } } };
  return {
    ...common,
    grid: { left: 8, right: 20, top: 16, bottom: 8, containLabel: true },
    xAxis: down ? values : categories,
    yAxis: down ? categories : values,
    series: [{ type: kind, cursor, data: data.map((d) => d.value), barMaxWidth: down ? 22 : 48, symbolSize: 6, lineStyle: { width: 2 } }],
  };
}
