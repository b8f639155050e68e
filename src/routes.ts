/**
 * Pages and their paths, from the module list (spec §2 Route list): the page file `pages/{module}/{page}/index` is
 * served at `/{module}/{page}` under /v2/, and a mini-program subpackage's files sit in a folder of its own
 * (fileOfRoute). config/index.ts and app.config.ts read this at build time, so it imports by relative path only.
 */
import type { ClientModule, PageDecl } from './client-module';
import { modules } from './modules';

/** H5 runs in browser-history mode under /v2/ (spec §2). */
export const H5_BASE = '/v2';
export const HOME_ROUTE = '/site/index';
export const LOGIN_ROUTE = '/site/login';
export const LOGOUT_ROUTE = '/site/login/cas-logout';
/** Off-campus sign-up and password reset (spec §6), offered by the sign-in form. */
export const REGISTER_ROUTE = '/site/register';
export const RESET_PASSWORD_ROUTE = '/site/forgetPwd';
/** The change-password form as a page, for phones (spec §2); desktops open it as a dialog. */
export const CHANGE_PASSWORD_ROUTE = '/site/m_changePwd';

export type Target = 'h5' | 'mini';

const isMobileRoute = (route: string) => /^\/[^/]+\/m_/.test(route);

const allPages = modules.flatMap((m) => m.pages);

/** Each alias and the route of the page that serves it (client-module.ts). */
const aliasOwners = new Map(allPages.flatMap((p) => (p.aliases ?? []).map((alias) => [alias, (isMobileRoute(alias) ? p.mobile : p.desktop) ?? alias] as const)));

function aliasesOf(route: string): string[] {
  return [...aliasOwners].filter(([, owner]) => owner === route).map(([alias]) => alias);
}

const segmentsOf = (m: ClientModule) => [...new Set(routesFor(m.pages, 'h5').map((route) => route.split('/')[1]))];
/** A subpackage whose routes span several segments (booking: /site/bookingHall, /reserve/…, /matter/…) keeps all its pages in `pages/{name}/`. */
const ownFolder = (m: ClientModule) => m.subpackage === true && segmentsOf(m).length > 1;
/** First segments whose folder more than one module would use (`site`: the home, sign-in, notices, account…). */
const sharedSegments = modules.filter((m) => !ownFolder(m)).flatMap(segmentsOf).filter((segment, i, all) => all.indexOf(segment) !== i);

/**
 * Each page's route and its file, `pages/{folder}/{page}/index`. The folder is the route's first segment
 * (`pages/site/m_login`, `pages/matter/m_todo`), except that a mini-program subpackage must own its folder: a
 * subpackaged module on a segment others serve too keeps its pages under its own name (`pages/notices/m_noticeList`
 * serves /site/m_noticeList).
 */
const fileOfRoute = new Map<string, string>(
  modules.flatMap((m) =>
    routesFor(m.pages, 'h5').map((route) => {
      const [, segment, page] = route.split('/');
      return [route, `pages/${ownFolder(m) || (m.subpackage && sharedSegments.includes(segment)) ? m.name : segment}/${page}/index`];
    }),
  ),
);
const routeOfFile = new Map([...fileOfRoute].map(([route, file]) => [file, route]));

/** The page file of a route or alias; a route no module declares keeps the spec's layout, as routeOfPath reads it. */
export function pageFile(route: string): string {
  const owner = aliasOwners.get(route) ?? route;
  return fileOfRoute.get(owner) ?? `pages${owner}/index`;
}

/** The spec route of a path as the address bar or Taro give it: /v2/site/index, /pages/site/index/index, /site/index. */
export function routeOfPath(path: string): string {
  const bare = path.split('?')[0];
  const route = bare.startsWith(`${H5_BASE}/`) ? bare.slice(H5_BASE.length) : bare;
  const file = /^\/?(pages\/([^/]+\/[^/]+)\/index)$/.exec(route);
  return file ? (routeOfFile.get(file[1]) ?? `/${file[2]}`) : route;
}

function isRoute(route: string | undefined): route is string {
  return route !== undefined;
}

/** H5 serves both twins; the mini-program uses the mobile pages, and pages that have no twin (spec §2, issue 5). */
function routesFor(decls: PageDecl[], target: Target): string[] {
  return decls.flatMap((p) => (target === 'mini' ? [p.mobile ?? p.desktop] : [p.desktop, p.mobile])).filter(isRoute);
}

/** Desktop and mobile twins (spec §2 route mapping table), aliases paired by their m_ prefix. */
export const pagePairs: [string, string][] = allPages.flatMap((p) => {
  const aliasPairs = (p.aliases ?? []).flatMap((a): [string, string][] => {
    const twin = a.replace(/^(\/[^/]+\/)/, '$1m_');
    return !isMobileRoute(a) && p.aliases?.includes(twin) ? [[a, twin]] : [];
  });
  return p.desktop && p.mobile ? [[p.desktop, p.mobile] as [string, string], ...aliasPairs] : aliasPairs;
});

export interface AppPages {
  pages: string[];
  subPackages: { root: string; pages: string[] }[];
  preloadRule: Record<string, { network: 'all'; packages: string[] }>;
}

/**
 * The app config's page lists for a target: the target's home page first (the mini-program opens on the mobile
 * home), then the main package; in the mini-program each module marked `subpackage` becomes a subpackage that the
 * home page preloads, unless the module says `preload: false`. H5 has no packages: every page is listed.
 */
export function appPages(list: ClientModule[], target: Target): AppPages {
  const home = target === 'mini' ? (pagePairs.find(([desktop]) => desktop === HOME_ROUTE)?.[1] ?? HOME_ROUTE) : HOME_ROUTE;
  const packaged = target === 'mini' ? list.filter((m) => m.subpackage) : [];
  const main = list.filter((m) => !packaged.includes(m)).flatMap((m) => routesFor(m.pages, target));
  const subPackages = packaged.map((m) => {
    const files = routesFor(m.pages, target).map(pageFile);
    const roots = [...new Set(files.map((f) => f.split('/').slice(0, 2).join('/')))];
    if (roots.length !== 1) throw new Error(`Module ${m.name}: a subpackage's pages share one folder, so its routes share their first segment`);
    const [root] = roots;
    return { root, pages: files.map((f) => f.slice(root.length + 1)) };
  });
  const preloaded = subPackages.filter((_, i) => packaged[i].preload !== false).map((s) => s.root);
  const preloadRule: AppPages['preloadRule'] = preloaded.length > 0 ? { [pageFile(home)]: { network: 'all', packages: preloaded } } : {};
  return { pages: [home, ...main.filter((r) => r !== home)].map(pageFile), subPackages, preloadRule };
}

const pageRoutes = modules.flatMap((m) => routesFor(m.pages, 'h5'));

/** Every H5 route, aliases too, for recognising a route in the address bar. */
export const h5Routes = [...pageRoutes, ...aliasOwners.keys()];

/**
 * Taro's H5 router: the page file's path → the spec's path, or its paths when it has aliases. Read by the build
 * configuration only; marked pure so the client's first load does not compute it.
 */
export const customRoutes = /* @__PURE__ */ (() =>
  Object.fromEntries(
    pageRoutes.map((route) => {
      const aliases = aliasesOf(route);
      return [`/${pageFile(route)}`, aliases.length > 0 ? [route, ...aliases] : route];
    }),
  ))();
