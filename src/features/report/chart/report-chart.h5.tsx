/**
 * The H5 chart: ECharts (its core with the three charts, ./echarts-core.ts), loaded with the first chart shown. A
 * press on a bar, a point or a slice is a drill-down when the run offers one. The chart is a picture named by the
 * summary; the table below it is the accessible view of the rows. `data-drawn` says once ECharts has drawn it.
 */
import { useEffect, useRef, useState, type FC } from 'react';
import type { EChartsType } from './echarts-core';
import { echartsOption, lyingHeight } from './echarts-option';
import type { ReportChartProps } from './types';
import './chart.scss';

export const ReportChart: FC<ReportChartProps> = ({ kind, data, tick, whole, summary, onPick, onMobile }) => {
  const host = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let live = true;
    let made: EChartsType | null = null;
    let observer: ResizeObserver | null = null;
    void import('./echarts-core').then(({ init }) => {
      if (!live || !host.current) return;
      made = init(host.current, undefined, { renderer: 'canvas' });
      made.on('click', (event) => pick.current?.((event as { dataIndex: number }).dataIndex));
      made.on('finished', () => setDrawn(true));
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => made?.resize());
        observer.observe(host.current);
      }
      setChart(made);
    });
    return () => {
      live = false;
      observer?.disconnect();
      made?.dispose();
    };
  }, []);

  const drills = onPick !== undefined;
  useEffect(() => {
    chart?.setOption(echartsOption({ kind, data, tick, whole, onMobile, drills }), true);
  }, [chart, kind, data, tick, whole, onMobile, drills]);

  const height = lyingHeight({ kind, data });
  return (
    <div
      ref={host}
      style={height === null ? undefined : { height: `${height}px` }}
      className={`ch-report-chart${onMobile ? ' ch-report-chart--mobile' : ''}`}
      role="img"
      aria-label={summary}
      data-testid="report-chart"
      data-drawn={drawn ? 'yes' : 'no'}
    />
  );
};
