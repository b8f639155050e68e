/**
 * The light call index: each call's name (its key), method, path and access, without the TypeBox schemas and
 * summaries of the call table in contract/calls, which stay with the server, the tests and OpenAPI. The client
 * bundles only this index (spec §7: one wrapper, base URL plus a named endpoint) and takes its types from the table
 * with `import type`. The compiler refuses a call missing here; call-index.test.ts refuses any other difference.
 */
import type { CallAccess, HttpMethod } from './call';
import type { CallName } from './calls';

export interface CallRoute {
  method: HttpMethod;
  path: string;
  access: CallAccess;
}

export const callIndex = {
  getSiteConfig: { method: 'GET', path: '/api/home/site-options', access: 'public' },
  getRhConfig: { method: 'GET', path: '/api/home/config', access: 'public' },
  cHomeGetBanners: { method: 'GET', path: '/api/site/cHomeGetBanners', access: 'public' },
  cHomeGetLinks: { method: 'GET', path: '/api/site/cHomeGetLinks', access: 'public' },
  systemSiteOptions: { method: 'GET', path: '/system/home/site-options', access: 'admin' },
  login: { method: 'POST', path: '/api/login/main', access: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'optional' },
  getAllAuth: { method: 'GET', path: '/site/user/auth', access: 'user' },
  getUserName: { method: 'GET', path: '/site/user/get-name', access: 'user' },
  checkCasLogin: { method: 'GET', path: '/api/login/check-cas-login', access: 'public' },
  idiomCode: { method: 'GET', path: '/site/login/idiom-code', access: 'public' },
  openTokenGet: { method: 'GET', path: '/open/token/get', access: 'public' },
  homehotapps: { method: 'GET', path: '/api/apps/homehotapps', access: 'optional' },
  siteLastApps: { method: 'GET', path: '/api/apps/siteLastApps', access: 'user' },
  setFavouriteApp: { method: 'POST', path: '/api/apps/setFavouriteApp', access: 'user' },
  getAppCatalog: { method: 'GET', path: '/api/apps/getAppCatalog', access: 'optional' },
  getAppDetail: { method: 'GET', path: '/api/apps/getAppDetail', access: 'optional' },
  getAppForm: { method: 'GET', path: '/api/apps/getAppForm', access: 'user' },
  searchPeople: { method: 'GET', path: '/api/org/searchPeople', access: 'user' },
  getMyApps: { method: 'GET', path: '/api/apps/getMyApps', access: 'user' },
  recentappssave: { method: 'POST', path: '/api/apps/recentappssave', access: 'user' },
  thirdClickNum: { method: 'GET', path: '/api/apps/thirdClickNum', access: 'optional' },
  getappsall: { method: 'GET', path: '/api/apps/getappsall', access: 'user' },
  searchWords: { method: 'GET', path: '/api/search/searchWords', access: 'public' },
  allSearch: { method: 'GET', path: '/api/search/allSearch', access: 'optional' },
  setSearchService: { method: 'GET', path: '/api/search/setSearchService', access: 'optional' },
  getunreadData: { method: 'GET', path: '/api/matters/getunreadData', access: 'user' },
  messageCount: { method: 'GET', path: '/api/messages/messageCount', access: 'user' },
  newGetSetting: { method: 'GET', path: '/api/messages/newGetSetting', access: 'user' },
  subNotice: { method: 'POST', path: '/api/messages/subNotice', access: 'user' },
  getMyTodo: { method: 'GET', path: '/api/matters/getMyTodo', access: 'user' },
  myStarted: { method: 'GET', path: '/api/matters/myStarted', access: 'user' },
  myReminder: { method: 'POST', path: '/api/matters/myReminder', access: 'user' },
  previewRoute: { method: 'POST', path: '/api/matters/previewRoute', access: 'user' },
  getMatterRoute: { method: 'GET', path: '/api/matters/getMatterRoute', access: 'user' },
  startMatter: { method: 'POST', path: '/api/matters/startMatter', access: 'user' },
  approveTask: { method: 'POST', path: '/api/matters/approveTask', access: 'user' },
  rejectTask: { method: 'POST', path: '/api/matters/rejectTask', access: 'user' },
  resubmitMatter: { method: 'POST', path: '/api/matters/resubmitMatter', access: 'user' },
  withdrawMatter: { method: 'POST', path: '/api/matters/withdrawMatter', access: 'user' },
  terminateMatter: { method: 'POST', path: '/api/matters/terminateMatter', access: 'user' },
  transferTask: { method: 'POST', path: '/api/matters/transferTask', access: 'user' },
  addSignTask: { method: 'POST', path: '/api/matters/addSignTask', access: 'user' },
  pullBackTask: { method: 'POST', path: '/api/matters/pullBackTask', access: 'user' },
  readCcTask: { method: 'POST', path: '/api/matters/readCcTask', access: 'user' },
  getProcessInfoNew: { method: 'GET', path: '/api/apps/getProcessInfoNew', access: 'optional' },
  getMatterEvn: { method: 'GET', path: '/api/matters/getMatterEvn', access: 'user' },
  fillreportmylist: { method: 'GET', path: '/api/reports/fillreportmylist', access: 'user' },
  getNotice: { method: 'GET', path: '/api/notices/getNotice', access: 'optional' },
  getUserWebShow: { method: 'GET', path: '/api/account/getUserWebShow', access: 'user' },
  getLoginConfig: { method: 'GET', path: '/api/account/getLoginConfig', access: 'public' },
  systemUpYear: { method: 'GET', path: '/api/account/systemUpYear', access: 'public' },
  getGrantMeLists: { method: 'GET', path: '/api/account/getGrantMeLists', access: 'user' },
  getIdentitys: { method: 'GET', path: '/api/account/getIdentitys', access: 'user' },
  changeUserLogin: { method: 'GET', path: '/api/account/changeUserLogin', access: 'user' },
  setIdentity: { method: 'POST', path: '/api/account/setIdentity', access: 'user' },
  validate_code: { method: 'POST', path: '/api/account/validate_code', access: 'user' },
  getEmailCode: { method: 'POST', path: '/api/account/getEmailCode', access: 'user' },
  update_mobile: { method: 'POST', path: '/api/account/update_mobile', access: 'user' },
  setEmail: { method: 'POST', path: '/api/account/setEmail', access: 'user' },
  validate_pass: { method: 'POST', path: '/api/account/validate_pass', access: 'user' },
  repassword: { method: 'POST', path: '/api/account/repassword', access: 'user' },
  getUserCode: { method: 'GET', path: '/api/account/getUserCode', access: 'user' },
  sfeedbacktypelist: { method: 'GET', path: '/api/feedback/sfeedbacktypelist', access: 'user' },
  addfeedback: { method: 'POST', path: '/api/feedback/addfeedback', access: 'user' },
  upload: { method: 'POST', path: '/api/upload/index', access: 'user' },
  download: { method: 'GET', path: '/api/files/download', access: 'user' },
  getDownloadFileUrl: { method: 'GET', path: '/api/files/getDownloadFileUrl', access: 'user' },
  getDownloadFile: { method: 'GET', path: '/api/files/getDownloadFile', access: 'user' },
  debugLog: { method: 'POST', path: '/api/debug/log', access: 'optional' },
  visitsCollect: { method: 'GET', path: '/api/visits/collect', access: 'public' },
} as const satisfies Record<CallName, CallRoute>;
