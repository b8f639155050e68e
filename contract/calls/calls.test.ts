import { OWNED_KINDS } from '../call';
import { callList, calls } from './index';

/** Every name of the spec's call table (§7) and its configured paths. */
const specNames = [
  'getSiteConfig', 'getRhConfig', 'getAllAuth', 'getUserName', 'logout', 'getUserWebShow', 'getLoginConfig', 'systemUpYear',
  'newGetSetting', 'searchWords', 'homehotapps', 'siteLastApps', 'getMyTodo', 'myStarted', 'getMyApps', 'fillreportmylist',
  'getNotice', 'myReminder', 'getunreadData', 'messageCount', 'cHomeGetBanners', 'cHomeGetLinks', 'getProcessInfoNew',
  'recentappssave', 'thirdClickNum', 'getGrantMeLists', 'getIdentitys', 'changeUserLogin', 'setIdentity', 'subNotice',
  'update_mobile', 'setEmail', 'validate_code', 'getEmailCode', 'validate_pass', 'repassword', 'getMatterEvn',
  'sfeedbacktypelist', 'getappsall', 'addfeedback', 'upload', 'download', 'getDownloadFileUrl', 'getDownloadFile',
  'allSearch', 'setSearchService', 'getUserCode', 'debugLog',
];
const configuredPaths = [
  '/api/login/check-cas-login', '/api/login/main', '/api/home/site-options', '/api/home/config', '/system/home/site-options',
  '/site/user/auth', '/site/user/get-name', '/api/upload/index', '/site/login/idiom-code', '/open/token/get', '/api/debug/log',
];

describe('the call table', () => {
  it('holds every named call of the spec under its own name', () => {
    for (const name of specNames) expect(calls[name as keyof typeof calls]?.name).toBe(name);
  });

  it('answers every configured path', () => {
    const paths = callList.map((c) => c.path);
    for (const p of configuredPaths) expect(paths).toContain(p);
  });

  it('gives each call a distinct name and route', () => {
    expect(new Set(callList.map((c) => c.name)).size).toBe(callList.length);
    expect(new Set(callList.map((c) => `${c.method} ${c.path}`)).size).toBe(callList.length);
  });

  it('declares owned objects only on fields of the payload, with a known kind', () => {
    for (const call of callList.filter((c) => c.owns)) {
      const fields = Object.keys((call.payload as { properties?: object }).properties ?? {});
      for (const [field, kind] of Object.entries(call.owns ?? {})) {
        expect(`${call.name}.${field} ${fields.includes(field)}`).toBe(`${call.name}.${field} true`);
        expect(OWNED_KINDS).toContain(kind);
      }
    }
  });

  it('names the permit of every administrator call and serves it under /api/admin/, unless the spec pins its path', () => {
    const admin = callList.filter((c) => c.access === 'admin');
    expect(admin.filter((c) => !c.permit).map((c) => c.name)).toEqual([]);
    expect(admin.filter((c) => !c.path.startsWith('/api/admin/') && !configuredPaths.includes(c.path)).map((c) => c.name)).toEqual([]);
    expect(callList.filter((c) => c.access !== 'admin' && c.path.startsWith('/api/admin/')).map((c) => c.name)).toEqual([]);
  });
});
