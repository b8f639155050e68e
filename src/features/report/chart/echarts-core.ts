/**
 * ECharts as the H5 chart uses it, and no more: the core with the bar, line and pie charts, the grid and the tooltip,
 * drawn on a canvas. Imported lazily by report-chart.h5.tsx, so its chunk loads with the first chart, never with the
 * first page.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

register([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { init };
export type { EChartsType } from 'echarts/core';
