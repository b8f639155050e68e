/**
 * The light call index: each call's name (its key), method and path, without the TypeBox schemas, summaries and access
 * rules of the call table in contract/calls, which stay with the server (it enforces access), the tests and OpenAPI.
 * The client bundles only this index (spec §7: one wrapper, base URL plus a named endpoint) and takes its types from the
 * table with `import type`. It rides in the first load of every page, so it says no more than it must: calls are listed
 * by area with their method, and only those the spec pins to another path than /api/{area}/{name} (contract/call.ts)
 * give it after the method. The compiler refuses a call missing here; call-index.test.ts refuses any other difference.
 */
import type { HttpMethod } from './call';
import type { CallName } from './calls';

export interface CallRoute {
  method: HttpMethod;
  path: string;
}

type Listed = `${HttpMethod}` | `${HttpMethod} /${string}`;

const byArea = {
  site: {
    getSiteConfig: 'GET /api/home/site-options', getRhConfig: 'GET /api/home/config', cHomeGetBanners: 'GET', cHomeGetLinks: 'GET',
    systemSiteOptions: 'GET /system/home/site-options',
  },
  auth: {
    login: 'POST /api/login/main', logout: 'POST', getAllAuth: 'GET /site/user/auth', getUserName: 'GET /site/user/get-name',
    casLogin: 'GET /api/login/cas', checkCasLogin: 'GET /api/login/check-cas-login', casSingleLogout: 'POST /api/login/check-cas-login',
    idiomCode: 'GET /site/login/idiom-code', openTokenGet: 'POST /open/token/get',
  },
  apps: {
    homehotapps: 'GET', siteLastApps: 'GET', getMyApps: 'GET', setFavouriteApp: 'POST', recentappssave: 'POST', thirdClickNum: 'GET',
    getappsall: 'GET', getAppCatalog: 'GET', getAppDetail: 'GET', getProcessInfoNew: 'GET', getAppForm: 'GET',
  },
  forms: { saveDraft: 'POST', getDraft: 'GET', deleteDraft: 'POST' },
  org: { searchPeople: 'GET' },
  search: { searchWords: 'GET', allSearch: 'GET', setSearchService: 'GET' },
  messages: { messageCount: 'GET', getMessageList: 'GET', readMessage: 'POST', readAllMessages: 'POST', newGetSetting: 'GET', subNotice: 'POST' },
  matters: {
    getunreadData: 'GET', getMyTodo: 'GET', myStarted: 'GET', myReminder: 'POST', setOutOfOffice: 'POST', cancelOutOfOffice: 'POST',
    getOutOfOffice: 'GET', getOverseeList: 'GET', getEntrustedList: 'GET', getNotifiedList: 'GET', getTodoFilters: 'GET', getMatterDetail: 'GET',
    batchApproveTasks: 'POST', previewRoute: 'POST', getMatterRoute: 'GET', startMatter: 'POST', approveTask: 'POST', rejectTask: 'POST',
    resubmitMatter: 'POST', withdrawMatter: 'POST', terminateMatter: 'POST', reopenMatter: 'POST', transferTask: 'POST', addSignTask: 'POST', ccTask: 'POST',
    pullBackTask: 'POST', readCcTask: 'POST', getMatterEvn: 'GET',
  },
  reports: { fillreportmylist: 'GET' },
  notices: {
    getNotice: 'GET', getNoticeCategories: 'GET', getNoticeDetail: 'GET', getOfficeNotice: 'GET', getOfficeNoticeDetail: 'GET',
    getNoticeUnread: 'GET', readAllNotices: 'POST',
  },
  account: {
    getUserWebShow: 'GET', getLoginConfig: 'GET', systemUpYear: 'GET', getGrantMeLists: 'GET', getMyGrants: 'GET', addGrant: 'POST', revokeGrant: 'POST', getIdentitys: 'GET', changeUserLogin: 'GET',
    setIdentity: 'POST', validate_code: 'POST', getEmailCode: 'POST', update_mobile: 'POST', setEmail: 'POST', validate_pass: 'POST', getAccountInfo: 'GET', registerAccount: 'POST', resetPassword: 'POST',
    repassword: 'POST', getUserCode: 'GET',
  },
  feedback: { sfeedbacktypelist: 'GET', addfeedback: 'POST', getMyFeedback: 'GET', getFeedbackList: 'GET', replyFeedback: 'POST' },
  files: {
    upload: 'POST /api/upload/index', download: 'GET', getDownloadFileUrl: 'GET', getDownloadFile: 'GET', downloadSharedFile: 'GET',
    getReusableFiles: 'GET',
  },
  receipts: { getMatterPdf: 'GET', verifyReceipt: 'GET' },
  audit: { getAuditLog: 'GET' },
  security: {
    getTotpStatus: 'GET', startTotpEnrol: 'POST', confirmTotpEnrol: 'POST', verifyTotp: 'POST', getSensitiveCalls: 'GET', setSensitiveCalls: 'POST',
  },
  homepage: { getHomepage: 'GET', getPluginOrigins: 'GET' },
  debug: { debugLog: 'POST /api/debug/log', visitsCollect: 'GET /api/visits/collect' },
} as const satisfies Record<string, Record<string, Listed>>;

type IndexedName = { [A in keyof typeof byArea]: keyof (typeof byArea)[A] }[keyof typeof byArea];
// Every call of the table is listed (a missing one leaves a required key here).
const complete: Record<Exclude<CallName, IndexedName>, never> = {};
void complete;

export const callIndex = Object.fromEntries(
  Object.entries(byArea).flatMap(([area, listed]) =>
    Object.entries(listed).map(([name, spec]: [string, Listed]) => {
      const [method, path] = spec.split(' ') as [HttpMethod, string?];
      return [name, { method, path: path ?? `/api/${area}/${name}` }];
    }),
  ),
) as Record<CallName, CallRoute>;
