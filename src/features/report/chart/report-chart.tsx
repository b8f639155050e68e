/**
 * The mini-program's chart: ECharts does not run there within a subpackage's budget, so the run is drawn on Taro's 2D
 * canvas from a pure geometry (geometry.ts), which also tells which bar, point or slice a touch lands on (a
 * drill-down). The canvas is a picture named by the summary; the table below it is the accessible view of the rows.
 */
import { useEffect, useRef, useState, type FC } from 'react';
import Taro from '@tarojs/taro';
import { Canvas, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { drawChart } from './draw';
import { chartGeometry, pickAt, type Geometry } from './geometry';
import type { ReportChartProps } from './types';
import './chart.scss';

interface Found {
  node?: { getContext?(kind: '2d'): CanvasRenderingContext2D | null; width: number; height: number };
  width: number;
  height: number;
}

interface Touch {
  x?: number;
  y?: number;
}

let made = 0;

export const ReportChart: FC<ReportChartProps> = ({ kind, data, tick, whole, summary, onPick, onMobile }) => {
  const [id] = useState(() => `ch-report-canvas-${++made}`);
  const drawn = useRef<Geometry | null>(null);

  useEffect(() => {
    // The canvas node is found through the page it is on; with no page loaded (a test renders the chart alone) there
    // is nothing to draw into.
    if (!Taro.getCurrentInstance().page) return;
    let live = true;
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: (Found | null)[]) => {
        const found = res?.[0];
        const ctx = found?.node?.getContext?.('2d');
        if (!live || !found?.node || !ctx) return;
        const ratio = Taro.getWindowInfo?.().pixelRatio ?? 2;
        found.node.width = found.width * ratio;
        found.node.height = found.height * ratio;
        ctx.scale(ratio, ratio);
        const box = { width: found.width, height: found.height };
        drawn.current = chartGeometry(
          kind,
          data.map((d) => d.value),
          data.map((d) => d.label),
          box,
          tick,
          whole,
        );
        drawChart(ctx, drawn.current, box);
      });
    return () => {
      live = false;
    };
  }, [id, kind, data, tick, whole]);

  const touched = (e: { changedTouches?: Touch[] }) => {
    const at = e.changedTouches?.[0];
    if (!onPick || !drawn.current || at?.x === undefined || at.y === undefined) return;
    const index = pickAt(drawn.current, at.x, at.y);
    if (index !== null) onPick(index);
  };

  return (
    <View className={`ch-report-chart${onMobile ? ' ch-report-chart--mobile' : ''}`} {...roleProps('img')} aria-label={summary} data-testid="report-chart">
      <Canvas type="2d" id={id} className="ch-report-chart__canvas" onTouchEnd={touched as never} />
    </View>
  );
};
