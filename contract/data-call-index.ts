/**
 * The fill-in, data-center and efficiency-supervision pages' calls, in the light index's form (./call-index.ts): kept out of the index every
 * page's first load carries (only fillreportmylist, which the home page's tab asks, stays there), and added to the
 * client's `api` when one of those pages loads.
 */
import { routesOf, type CallRoute, type Listed, type NamesOf } from './call-index';

const byArea = {
  fillins: {
    getFillMission: 'GET', submitFillin: 'POST', getFillSubmission: 'GET', getMyFillHistory: 'GET',
    getFillMissions: 'GET admin', getFillStats: 'GET admin', getFillMissing: 'GET admin', getFillSubmissions: 'GET admin', remindFillMissing: 'POST admin', exportFillSubmissions: 'GET admin',
  },
  reports: { getReportList: 'GET admin', getReportDetail: 'GET admin', runReport: 'GET admin', exportReport: 'GET admin' },
  supervision: {
    getServiceSurvey: 'GET admin', getDepartService: 'GET admin', exportServiceSurvey: 'GET admin', exportDepartService: 'GET admin',
    getMonitoringNodes: 'GET admin', getMonitoringList: 'GET admin', remindHolder: 'POST admin', reassignTask: 'POST admin', terminateSupervised: 'POST admin',
  },
} as const satisfies Record<string, Record<string, Listed>>;

export type DataIndexedName = NamesOf<typeof byArea>;

export const dataCallIndex = routesOf(byArea) as Record<DataIndexedName, CallRoute>;
