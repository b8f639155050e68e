/** The chart of a report run, on either target: ECharts on H5 (report-chart.h5.tsx), a 2D canvas in the mini-program. */
export type ChartKind = 'bar' | 'line' | 'pie';

export interface ChartDatum {
  label: string;
  value: number;
  /** The value as the table shows it (tooltips). */
  shown: string;
}

export interface ReportChartProps {
  kind: ChartKind;
  data: ChartDatum[];
  /** The value axis's numbers. */
  tick(value: number): string;
  /** The values are whole numbers (counts): the value axis steps by whole numbers too. */
  whole: boolean;
  /** What the chart shows, in words: its accessible name (the table below is the accessible view of the rows). */
  summary: string;
  /** A datum pressed (a drill-down), when the run drills. */
  onPick?(index: number): void;
  onMobile: boolean;
}
