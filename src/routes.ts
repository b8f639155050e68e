/**
 * Page files and their H5 paths (spec §2 Route list): `pages/{module}/{page}/index` is served
 * at `/{module}/{page}` under /v2/. Read by config/index.ts too, so it stays plain (no type syntax).
 */
export const pages = [
  'pages/site/index/index',
  'pages/site/m_indexs/index',
  'pages/site/login/index',
  'pages/site/m_login/index',
];

/** Desktop and mobile twins (spec §2 route mapping table). */
export const pagePairs = [
  ['/site/index', '/site/m_indexs'],
  ['/site/login', '/site/m_login'],
];

export const HOME_ROUTE = '/site/index';

export const customRoutes = Object.fromEntries(
  pages.map((page) => [`/${page}`, page.replace(/^pages/, '').replace(/\/index$/, '')]),
);
