/**
 * The light call index: each call's name (its key), method and path, without the TypeBox schemas, summaries and access
 * rules of the call table in contract/calls, which stay with the server (it enforces access), the tests and OpenAPI.
 * The client bundles only this index (spec §7: one wrapper, base URL plus a named endpoint) and takes its types from the
 * table with `import type`. It rides in the first load of every page, so it says no more than it must: calls are listed
 * by area with their method, and only those the spec pins to another path than /api/{area}/{name} (contract/call.ts)
 * give it after the method; an administrator's call says `admin` there (served at /api/admin/{area}/{name}). The calls
 * only the back office makes are in ./admin-call-index.ts instead, which its page adds when it loads, and the booking
 * pages' in ./booking-call-index.ts, the fill-in and data-center pages' in ./data-call-index.ts, the document pages' in ./document-call-index.ts. The compiler
 * refuses a call missing from both; call-index.test.ts refuses any other difference.
 */
import type { AdminIndexedName } from './admin-call-index';
import type { BookingIndexedName } from './booking-call-index';
import type { DataIndexedName } from './data-call-index';
import type { DocumentIndexedName } from './document-call-index';
import type { HttpMethod } from './call';
import type { CallName } from './calls';

export interface CallRoute {
  method: HttpMethod;
  path: string;
}

/** `GET`, `GET /pinned/path`, or `GET admin` for an administrator's call, served at /api/admin/{area}/{name}. */
export type Listed = `${HttpMethod}` | `${HttpMethod} /${string}` | `${HttpMethod} admin`;

const byArea = {
  site: {
    getSiteConfig: 'GET /api/home/site-options', getRhConfig: 'GET /api/home/config', cHomeGetBanners: 'GET', cHomeGetLinks: 'GET',
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
    getOutOfOffice: 'GET', getOverseeList: 'GET admin', getEntrustedList: 'GET', getNotifiedList: 'GET', getTodoFilters: 'GET', getMatterDetail: 'GET',
    batchApproveTasks: 'POST', previewRoute: 'POST', getMatterRoute: 'GET', startMatter: 'POST', approveTask: 'POST', rejectTask: 'POST',
    resubmitMatter: 'POST', withdrawMatter: 'POST', rateMatter: 'POST', terminateMatter: 'POST', reopenMatter: 'POST admin', transferTask: 'POST', addSignTask: 'POST', ccTask: 'POST',
    pullBackTask: 'POST', readCcTask: 'POST', getMatterEvn: 'GET',
  },
  fillins: { fillreportmylist: 'GET' },
  notices: {
    getNotice: 'GET', getNoticeCategories: 'GET', getNoticeDetail: 'GET', getOfficeNotice: 'GET', getOfficeNoticeDetail: 'GET',
    getNoticeUnread: 'GET', readAllNotices: 'POST',
  },
  account: {
    getUserWebShow: 'GET', getLoginConfig: 'GET', systemUpYear: 'GET', getGrantMeLists: 'GET', getMyGrants: 'GET', addGrant: 'POST', revokeGrant: 'POST', getIdentitys: 'GET', changeUserLogin: 'GET',
    setIdentity: 'POST', validate_code: 'POST', getEmailCode: 'POST', update_mobile: 'POST', setEmail: 'POST', validate_pass: 'POST', getAccountInfo: 'GET', registerAccount: 'POST', resetPassword: 'POST',
    repassword: 'POST', getUserCode: 'GET',
  },
  feedback: { sfeedbacktypelist: 'GET', addfeedback: 'POST', getMyFeedback: 'GET' },
  files: {
    upload: 'POST /api/upload/index', download: 'GET', getDownloadFileUrl: 'GET', getDownloadFile: 'GET', downloadSharedFile: 'GET',
    getReusableFiles: 'GET', publicFile: 'GET',
  },
  receipts: { getMatterPdf: 'GET', verifyReceipt: 'GET' },
  security: {
    getTotpStatus: 'GET', startTotpEnrol: 'POST', confirmTotpEnrol: 'POST', verifyTotp: 'POST',
  },
  homepage: { getHomepage: 'GET', getPluginOrigins: 'GET' },
  debug: { debugLog: 'POST /api/debug/log', visitsCollect: 'GET /api/visits/collect' },
} as const satisfies Record<string, Record<string, Listed>>;

export type NamesOf<T> = { [A in keyof T]: keyof T[A] }[keyof T];
// Every call of the table is listed here, in the back office's or in the booking pages' index (a missing one leaves a
// required key here).
const complete: Record<Exclude<CallName, NamesOf<typeof byArea> | AdminIndexedName | BookingIndexedName | DataIndexedName | DocumentIndexedName>, never> = {};
void complete;

/** Each listed call's method and path. */
export function routesOf(listedByArea: Record<string, Record<string, Listed>>): Record<string, CallRoute> {
  return Object.fromEntries(
    Object.entries(listedByArea).flatMap(([area, listed]) =>
      Object.entries(listed).map(([name, spec]) => {
        const [method, path] = spec.split(' ') as [HttpMethod, string?];
        return [name, { method, path: path === 'admin' ? `/api/admin/${area}/${name}` : (path ?? `/api/${area}/${name}`) }];
      }),
    ),
  );
}

export const callIndex = routesOf(byArea) as Record<CallName, CallRoute>;
