import type { ClientModule } from './client-module';
import { modules } from './modules';
import { appPages, customRoutes, h5Routes, pageFile, pagePairs, routeOfPath } from './routes';

const texts = { zh: {}, en: {} };
const matterModule: ClientModule = {
  name: 'matter',
  pages: [{ desktop: '/matter/detail', mobile: '/matter/m_detail' }, { desktop: '/matter/todo' }],
  subpackage: true,
  texts,
};

describe('the pages of each target (spec §2, issue 5)', () => {
  it('opens the mini-program on the mobile home and gives it only mobile pages', () => {
    const { pages, subPackages } = appPages(modules, 'mini');
    expect(pages[0]).toBe('pages/site/m_indexs/index');
    expect(pages).toContain('pages/site/m_login/index');
    expect(pages).not.toContain('pages/site/index/index');
    expect(pages).not.toContain('pages/site/login/index');
    expect(subPackages.map((s) => s.root)).toEqual(['pages/search', 'pages/notices', 'pages/matter', 'pages/hall', 'pages/security', 'pages/account', 'pages/identity', 'pages/homepage', 'pages/messages', 'pages/backHome', 'pages/booking', 'pages/fillin', 'pages/report', 'pages/supervision', 'pages/reserve']);
  });

  it('keeps only the home and sign-in in the main package: every other module is a subpackage', () => {
    const { pages, subPackages } = appPages(modules, 'mini');
    expect(pages).toEqual(['pages/site/m_indexs/index', 'pages/site/m_login/index', 'pages/site/loginCasLogout/index']);
    expect(modules.filter((m) => !m.subpackage).map((m) => m.name)).toEqual(['home', 'auth']);
    expect(subPackages).toContainEqual({ root: 'pages/account', pages: ['m_personal/index', 'm_changePwd/index', 'm_register/index', 'm_forgetPwd/index'] });
  });

  it('keeps a subpackage on a shared segment in a folder of its own, at the same H5 paths', () => {
    expect(pageFile('/site/m_noticeList')).toBe('pages/notices/m_noticeList/index');
    expect(pageFile('/site/noticeList')).toBe('pages/notices/noticeList/index');
    expect(pageFile('/site/m_service')).toBe('pages/hall/m_serviceList/index');
    expect(pageFile('/site/m_login')).toBe('pages/site/m_login/index');
    expect(customRoutes['/pages/notices/noticeList/index']).toBe('/site/noticeList');
    expect(customRoutes['/pages/hall/serviceList/index']).toEqual(['/site/serviceList', '/site/service']);
    expect(routeOfPath('/pages/identity/m_switchIdentity/index')).toBe('/site/m_switchIdentity');
    expect(routeOfPath('/v2/site/m_personal')).toBe('/site/m_personal');
  });

  it('keeps a subpackage whose routes span several segments in a folder of its own, leaving the others theirs', () => {
    expect(pageFile('/site/bookingHall')).toBe('pages/booking/bookingHall/index');
    expect(pageFile('/matter/m_makeAnAppointment')).toBe('pages/booking/m_makeAnAppointment/index');
    expect(pageFile('/reserve/m_reserveDetail')).toBe('pages/booking/m_hallView/index');
    expect(pageFile('/matter/todo')).toBe('pages/matter/todo/index');
    expect(customRoutes['/pages/booking/m_payment/index']).toBe('/site/m_payment');
    expect(appPages(modules, 'mini').subPackages).toContainEqual(expect.objectContaining({ root: 'pages/booking', pages: expect.arrayContaining(['m_bookingHall/index', 'm_payment/index']) }));
    // The documents' routes are all on /reserve, whose folder booking leaves free: theirs is the segment's own.
    expect(pageFile('/reserve/m_myOfficial')).toBe('pages/reserve/m_myOfficial/index');
    expect(customRoutes['/pages/reserve/officialCenter/index']).toBe('/reserve/officialCenter');
  });

  it('leaves a subpackage out of the home’s preloads when its module says so', () => {
    const { preloadRule, subPackages } = appPages(modules, 'mini');
    const preloaded = Object.values(preloadRule)[0].packages;
    expect(subPackages.map((s) => s.root)).toContain('pages/booking');
    expect(preloaded).not.toContain('pages/booking');
    expect(preloaded).toContain('pages/matter');
  });

  it('serves both twins on H5 at the spec paths, the desktop home first', () => {
    const { pages } = appPages(modules, 'h5');
    expect(pages[0]).toBe('pages/site/index/index');
    expect(pages).toEqual(expect.arrayContaining(['pages/site/m_indexs/index', 'pages/site/login/index', 'pages/site/m_login/index']));
    expect(customRoutes['/pages/site/m_indexs/index']).toBe('/site/m_indexs');
  });

  it('makes a module outside the home tab a subpackage that the mobile home preloads', () => {
    const others = modules.filter((m) => !m.subpackage);
    const { pages, subPackages, preloadRule } = appPages([...others, matterModule], 'mini');
    expect(pages.some((p) => p.startsWith('pages/matter/'))).toBe(false);
    expect(subPackages).toEqual([{ root: 'pages/matter', pages: ['m_detail/index', 'todo/index'] }]);
    expect(preloadRule).toEqual({ 'pages/site/m_indexs/index': { network: 'all', packages: ['pages/matter'] } });
    // H5 has no packages: the same module's pages are ordinary routes.
    expect(appPages([...others, matterModule], 'h5').pages).toContain('pages/matter/detail/index');
  });

  it('refuses a subpackage whose routes do not share their first segment', () => {
    const mixed: ClientModule = { ...matterModule, pages: [{ mobile: '/matter/m_detail' }, { mobile: '/site/m_other' }] };
    expect(() => appPages([mixed], 'mini')).toThrow(/share their first segment/);
  });
});

it('reads the spec route from an address, a page file or a Taro page path', () => {
  expect(routeOfPath('/v2/site/m_indexs')).toBe('/site/m_indexs');
  expect(routeOfPath('/v2/site/index?stamp=AA')).toBe('/site/index');
  expect(routeOfPath('/pages/site/m_login/index')).toBe('/site/m_login');
  expect(routeOfPath('/v2/pages/site/login/index')).toBe('/site/login');
  expect(routeOfPath('/site/index')).toBe('/site/index');
});

describe('aliases: more routes of one page (client-module.ts)', () => {
  it('serves an alias from its page on H5, pairs aliases by their m_ prefix and opens the page from either', () => {
    expect(customRoutes['/pages/matter/start/index']).toEqual(['/matter/start', '/matter/startStep']);
    expect(customRoutes['/pages/matter/m_start/index']).toEqual(['/matter/m_start', '/matter/m_startStep']);
    expect(customRoutes['/pages/matter/launch/index']).toEqual(['/matter/launch', '/matter/launchPersonal']);
    expect(h5Routes).toEqual(expect.arrayContaining(['/matter/startStep', '/matter/todoPersonal']));
    expect(pagePairs).toContainEqual(['/matter/startStep', '/matter/m_startStep']);
    expect(pageFile('/matter/m_startStep')).toBe('pages/matter/m_start/index');
    expect(pageFile('/matter/todoPersonal')).toBe('pages/matter/todo/index');
    expect(pageFile('/matter/todo')).toBe('pages/matter/todo/index');
    // Aliases are no pages of their own in either target.
    expect(appPages(modules, 'mini').subPackages[0].pages).not.toContain('m_startStep/index');
    expect(appPages(modules, 'h5').pages).not.toContain('pages/matter/startStep/index');
  });
});
