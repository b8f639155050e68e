/**
 * First-load benchmark: Lighthouse (performance category only) in Debian Chromium against the built H5 client, served
 * by the real server with a fresh demo campus. The mobile home runs under Lighthouse's default mobile emulation and
 * throttling, the desktop home under its desktop preset. Each page runs LH_RUNS times (default 3) and the median run
 * is reported, chosen as Lighthouse chooses it (nearest the median FCP and TTI), so its figures belong together.
 * Writes bench/results/lighthouse.json, and each median run's full result to bench/results/lighthouse-<preset>.lhr.json
 * (open it in the Lighthouse viewer to see why). Run after `npm run build:h5`; STATIC_DIR measures another build.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, Result } from 'lighthouse';
import { pageFigures, type PageFigures } from './lighthouse-summary';
import { startDemoServer } from './server-process';

const root = path.resolve(__dirname, '..');
const results = path.join(root, 'bench/results');
const runs = Number(process.env.LH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// chrome-launcher adds the quiet-browser flags itself (no background networking, component updates, sync or first run).
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** Issue 5 §6: what a new user on a phone should get. */
const mobileGoal = { performance: 90, cls: 0.1 };

type Preset = 'mobile' | 'desktop';
const pages: { name: string; path: string; preset: Preset }[] = [
  { name: 'mobile home', path: '/v2/site/m_indexs', preset: 'mobile' },
  { name: 'desktop home', path: '/v2/site/index', preset: 'desktop' },
];

/** One Lighthouse run in a fresh Chromium (cold cache, no state carried between runs). */
async function lighthouseRun(url: string, config: Config | undefined): Promise<Result> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

async function measure(baseUrl: string, page: (typeof pages)[number]) {
  const [{ desktopConfig }, { computeMedianRun }] = await Promise.all([
    import('lighthouse'),
    import('lighthouse/core/lib/median-run.js'),
  ]);
  const url = `${baseUrl}${page.path}`;
  const lhrs: Result[] = [];
  for (let i = 1; i <= runs; i++) {
    const lhr = await lighthouseRun(url, page.preset === 'desktop' ? desktopConfig : undefined);
    const { performance, lcpMs, cls } = pageFigures(lhr);
    console.log(`${page.name} run ${i}/${runs}: performance ${performance}, LCP ${lcpMs} ms, CLS ${cls}`);
    lhrs.push(lhr);
  }
  const median = computeMedianRun(lhrs);
  writeFileSync(path.join(results, `lighthouse-${page.preset}.lhr.json`), JSON.stringify(median));
  return { ...page, url: page.path, median: pageFigures(median), runs: lhrs.map(pageFigures), userAgent: median.environment.hostUserAgent };
}

function print(measured: Awaited<ReturnType<typeof measure>>[]) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`Lighthouse ${runs} runs each, median run:`);
  console.table(
    measured.map(({ name, median: m }: { name: string; median: PageFigures }) => ({
      page: name,
      performance: m.performance,
      LCP: seconds(m.lcpMs),
      CLS: m.cls,
      TBT: `${m.tbtMs} ms`,
      FCP: seconds(m.fcpMs),
      'speed index': seconds(m.speedIndexMs),
      'JS on wire KB': m.scriptTransferKB,
      'all on wire KB': m.transferKB,
    })),
  );
  for (const { name, median: m } of measured) {
    console.log(`${name} LCP element: ${m.lcpElement ?? 'none'}`);
    console.log(`  ${m.lcpPhases.map((p) => `${p.phase} ${p.ms} ms`).join(' · ')}`);
  }
  const mobile = measured.find((p) => p.preset === 'mobile')?.median;
  if (mobile) {
    const met = mobile.performance >= mobileGoal.performance && mobile.cls < mobileGoal.cls;
    console.log(`mobile goal (performance ≥ ${mobileGoal.performance}, CLS < ${mobileGoal.cls}): ${met ? 'met' : 'not met'}`);
  }
}

async function main() {
  const server = await startDemoServer({ staticDir: process.env.STATIC_DIR });
  try {
    // Let the server answer once before measuring, so its first-request warm-up is not counted.
    await Promise.all(pages.map((p) => fetch(`${server.url}${p.path}`).then((r) => r.text())));
    const measured = [];
    for (const page of pages) measured.push(await measure(server.url, page));
    const { userAgent } = measured[0];
    writeFileSync(
      path.join(results, 'lighthouse.json'),
      JSON.stringify({ at: new Date().toISOString(), runs, userAgent, mobileGoal, pages: measured.map(({ userAgent: _ua, ...p }) => p) }, null, 2),
    );
    print(measured);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
