import type { ClientModule } from '../../client-module';

/**
 * The data center (数据中心, issue 28; spec §2 /report/index, /report/m_index, /report/detail?id=, permit
 * apps-report-lists): the reports a report administrator may open, and one report as a chart and a table over a
 * dimension, a measure, a time range and a department, drilled into by department and exported to Excel. A
 * subpackage in the mini-program that the home does not preload (its 2 MB of preloads go to the modules it links to);
 * its texts and calls load with its pages (./i18n.ts, ./report-calls.ts), and ECharts loads with the chart alone
 * (./chart/echarts.h5.ts), so nothing of it rides in the first load.
 */
export const reportModule: ClientModule = {
  name: 'report',
  pages: [
    { desktop: '/report/index', mobile: '/report/m_index' },
    { desktop: '/report/detail', mobile: '/report/m_detail' },
  ],
  preload: false,
  texts: { zh: {}, en: {} },
};
