/**
 * What other features use of the data center: its chart (ECharts on H5, the 2D canvas in the mini-program) and its
 * time-range rules (presets, the one-year limit), which efficiency supervision's pages share.
 */
export { ReportChart } from './chart/report-chart';
export type { ChartDatum } from './chart/types';
export { campusToday, dateParam, presetOf, presetRange, PRESETS, rangeProblem, type Range } from './rules/ranges';
