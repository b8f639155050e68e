import { weappBudgetsKB, weappOverBudget, weappSizes, type WeappAppJson } from './size-budget';

const KB = 1024;
const app: WeappAppJson = {
  subPackages: [{ root: 'pages/notices' }, { root: 'pages/matter' }],
  preloadRule: { 'pages/site/m_indexs/index': { packages: ['pages/notices', 'pages/matter'] } },
};
const build = (matterKB: number, mainKB = 500) => [
  { path: 'app.js', bytes: (mainKB - 20) * KB },
  { path: 'pages/site/m_indexs/index.js', bytes: 20 * KB },
  { path: 'pages/notices/m_noticeList/index.js', bytes: 30 * KB },
  { path: 'pages/matter/m_todo/index.js', bytes: matterKB * KB },
];

describe('the mini-program size budgets (bench:size)', () => {
  it('measures the main package, each subpackage by its root, the total and what the home preloads', () => {
    expect(weappSizes(build(100), app)).toEqual({
      mainPackageKB: 500,
      subpackages: [
        { root: 'pages/notices', kB: 30 },
        { root: 'pages/matter', kB: 100 },
      ],
      totalKB: 630,
      preloads: [{ from: '', kB: 130 }],
    });
    expect(weappOverBudget(weappSizes(build(100), app))).toEqual([]);
  });

  it('fails a subpackage over 2 MB, and what the home preloads with it', () => {
    expect(weappOverBudget(weappSizes(build(2100), app))).toEqual([
      'weapp subpackage pages/matter 2100 KB > 2048 KB',
      'weapp preload from the main package 2130 KB > 2048 KB',
    ]);
  });

  it('fails a main package over 1.2 MB', () => {
    expect(weappOverBudget(weappSizes(build(100, 1300), app))).toEqual(['weapp main package 1300 KB > 1228.8 KB']);
  });

  it('fails a total over 20 MB, each package within its own budget', () => {
    const roots = Array.from({ length: 11 }, (_, i) => `pages/area${i}`);
    const files = [{ path: 'app.js', bytes: 500 * KB }, ...roots.map((root) => ({ path: `${root}/m_list/index.js`, bytes: 1900 * KB }))];
    expect(weappOverBudget(weappSizes(files, { subPackages: roots.map((root) => ({ root })) }))).toEqual([
      `weapp total 21400 KB > ${weappBudgetsKB.total} KB`,
    ]);
  });

  it('refuses a preload rule that names no subpackage', () => {
    expect(() => weappSizes(build(100), { ...app, preloadRule: { 'pages/site/m_indexs/index': { packages: ['pages/gone'] } } })).toThrow(/no subpackage/);
  });
});
