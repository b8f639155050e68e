/**
 * Service hall benchmark at scale, on PostgreSQL: a student's hall holds 500 top-level services (the demo campus and
 * generated ones, bench/hall-data.ts), served by the real server in its own process.
 *
 * - getAppCatalog under autocannon (bench/load.ts), as the client asks it, signed out and as the demo student: the
 *   first page, a deep page (p=25, the student's last; a visitor's last page when theirs is shorter), the largest
 *   category, the largest theme and a two-character keyword (申请, in many names). Each flat out (req/s, and the
 *   latency of requests queueing behind one another) and at a steady BENCH_HALL_RATE requests a second (default 100);
 *   the target is p99 ≤ 30 ms at that rate. A bare Fastify endpoint in the same run is the yardstick.
 * - The built H5 client (dist/h5, not rebuilt here) in Debian Chromium: on a phone (375×812, the demo student) the
 *   time from navigation to the first 20 cards, then "load more" pressed until every service is shown, timing each
 *   append from the click to the frame after the new cards, with Chromium's long tasks during the appends and the
 *   number of DOM elements at the end; on a desktop (1280×800) the time to the first page, and from clicking page 2's
 *   link to its cards. BENCH_HALL_RUNS fresh browser contexts each (default 3), after one that is not counted.
 *
 * Writes bench/results/hall.json. Alone: `npm run bench:hall`; `npm run bench` runs it after the search benchmark
 * unless BENCH_HALL=0. BENCH_DATABASE_URL names the PostgreSQL server (else postgres://postgres@127.0.0.1:5432/postgres);
 * BENCH_HALL_SERVICES (500), BENCH_SECONDS and BENCH_CONNECTIONS change the run.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { calls } from '../contract';
import { SESSION_COOKIE } from '../contract/constants';
import { demoAccounts } from '../server/demo/campus/accounts';
import { launchBrowser, newPage, uncaughtErrors, viewports } from '../test/e2e/support/browser';
import { generateHallDatabase } from './hall-data';
import { bare, connections, duration, measure, scenarioPostgres, startServer, type Row } from './load';

const root = path.resolve(__dirname, '..');
const builtH5 = path.join(root, 'dist/h5');

const rate = Number(process.env.BENCH_HALL_RATE ?? 100);
const services = Number(process.env.BENCH_HALL_SERVICES ?? 500);
const runs = Number(process.env.BENCH_HALL_RUNS ?? 3);
export const hallTargets = { p99msAtRate: 30, rate };

const PAGE_SIZE = 20;
const DEEP_PAGE = 25;
const KEYWORD = '申请';
const CARDS = '.ch-hall__grid [data-testid="hot-app"]';

/** The PostgreSQL server the hall scenario runs on, or null when none answers (or BENCH_HALL=0). */
export const hallPostgres = () => scenarioPostgres('BENCH_HALL');

/** Why the hall benchmark cannot run here, or null. */
export function hallMissing(): string | null {
  return existsSync(path.join(builtH5, 'index.html')) ? null : `no built H5 client in ${builtH5}: run \`npm run build:h5\` first`;
}

async function studentCookie(url: string): Promise<string> {
  const { account, password } = demoAccounts.student;
  const res = await fetch(`${url}${calls.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: account, password }).toString(),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error(`student sign-in failed: ${res.status}`);
  return session.split(';')[0];
}

interface Catalog {
  total: number;
  list: unknown[];
  themes: { id: number; name: string; count: number }[];
  categories: { id: number; name: string; count: number }[];
}

const queryString = (query: Record<string, string | number>) => new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function catalog(url: string, query: Record<string, string | number>, headers: Record<string, string>): Promise<Catalog> {
  const qs = queryString(query);
  const body = (await (await fetch(`${url}${calls.getAppCatalog.path}?${qs}`, { headers })).json()) as { e: number; d: Catalog };
  if (body.e !== 0) throw new Error(`getAppCatalog ${qs} answered ${JSON.stringify(body).slice(0, 300)}`);
  return body.d;
}

const largest = <T extends { count: number }>(list: T[]): T => list.reduce((a, b) => (b.count > a.count ? b : a));

type ApiRow = Row & { caller: string; query: string; matches: number; atRate: Pick<Row, 'p50ms' | 'p99ms'> };

/** The five views of the hall for a caller, as the client asks for them (a student's tab is their own audience). */
async function apiScenarios(url: string, caller: string, headers: Record<string, string>, base: Record<string, string | number>) {
  const first = await catalog(url, base, headers);
  const deep = Math.min(DEEP_PAGE, Math.ceil(first.total / PAGE_SIZE));
  const category = largest(first.categories);
  const theme = largest(first.themes);
  return [
    { name: 'first page', query: base },
    { name: `deep page p=${deep}`, query: { ...base, p: deep } },
    { name: `category ${category.name}`, query: { ...base, category_id: category.id } },
    { name: `theme ${theme.name}`, query: { ...base, theme_id: theme.id } },
    { name: `keyword ${KEYWORD}`, query: { ...base, keyword: KEYWORD } },
  ].map((s) => ({ ...s, caller, headers }));
}

async function loadApi(url: string, pid: number, db: pg.Client): Promise<ApiRow[]> {
  const cookie = await studentCookie(url);
  const scenarios = [
    ...(await apiScenarios(url, 'signed out', {}, { p: 1, page_size: PAGE_SIZE })),
    ...(await apiScenarios(url, 'student', { cookie }, { p: 1, page_size: PAGE_SIZE, audience: 'student' })),
  ];
  const rows: ApiRow[] = [];
  for (const s of scenarios) {
    const query = queryString(s.query);
    const target = { url: `${url}${calls.getAppCatalog.path}?${query}`, pid, db };
    const sample = await catalog(url, s.query, s.headers);
    if (sample.list.length === 0) throw new Error(`${s.caller} ${s.name}: an empty page measures nothing`);
    const label = `${s.name} (${s.caller})`;
    await autocannon({ url: target.url, connections, duration: 2, headers: s.headers });
    const flatOut = await measure(label, target, { headers: s.headers });
    const steady = await measure(label, target, { headers: s.headers, overallRate: rate });
    console.log(`  ${label}: ${flatOut.reqPerSec} req/s flat out; p99 ${steady.p99ms} ms at ${rate}/s`);
    rows.push({ ...flatOut, caller: s.caller, query, matches: sample.total, atRate: { p50ms: steady.p50ms, p99ms: steady.p99ms } });
  }
  return rows;
}

// ── the client in Chromium ─────────────────────────────────────────────────────

/** The little of the page's DOM the measurements use (bench compiles without the DOM's types). */
interface El {
  textContent: string | null;
  click(): void;
}
interface PageGlobal {
  document: { body: unknown; querySelector(s: string): El | null; querySelectorAll(s: string): ArrayLike<El>; getElementsByTagName(s: string): { length: number } };
  performance: { now(): number };
  requestAnimationFrame(f: () => void): void;
  MutationObserver: new (f: () => void) => { observe(target: unknown, options: { childList: boolean; subtree: boolean }): void; disconnect(): void };
  PerformanceObserver: new (f: (list: { getEntries(): { startTime: number; duration: number }[] }) => void) => { observe(o: { type: string; buffered: boolean }): void };
  benchLongTasks: { start: number; ms: number }[];
}

/** Chromium's long tasks from the page's start, kept where the driver can read them. */
function recordLongTasks(): void {
  const g = globalThis as unknown as PageGlobal;
  g.benchLongTasks = [];
  new g.PerformanceObserver((list) => {
    for (const e of list.getEntries()) g.benchLongTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Time from navigation start to the frame after `n` cards are in the page. */
async function untilCards(page: Page, n: number): Promise<number> {
  await page.waitForFunction(({ sel, n }) => (globalThis as unknown as PageGlobal).document.querySelectorAll(sel).length >= n, { sel: CARDS, n }, { polling: 'raf', timeout: 30_000 });
  return page.evaluate(() => new Promise<number>((resolve) => (globalThis as unknown as PageGlobal).requestAnimationFrame(() => setTimeout(() => resolve((globalThis as unknown as PageGlobal).performance.now())))));
}

/**
 * Clicks `selector` (the first element whose text is `text`, when given) and resolves with the ms from the click to
 * the frame after the cards changed: more of them (an append), or another first card (a page turn). Clicked in the
 * page where it sits, so a scroll to it does not also start the phone's load-at-the-end.
 */
function clickUntilCards(page: Page, selector: string, text?: string) {
  return page.evaluate(
    ({ sel, cards, text }) =>
      new Promise<{ ms: number; start: number; cards: number }>((resolve, reject) => {
        const g = globalThis as unknown as PageGlobal;
        const doc = g.document;
        const all = () => doc.querySelectorAll(cards);
        const before = all().length;
        const firstBefore = all()[0]?.textContent;
        const target = Array.from(doc.querySelectorAll(sel)).find((e) => text === undefined || e.textContent?.trim() === text);
        if (!target) return reject(new Error(`nothing to click at ${sel} ${text ?? ''}`));
        const changed = () => {
          const now = all();
          return now.length > before || (now.length > 0 && now[0].textContent !== firstBefore);
        };
        const observer = new g.MutationObserver(() => {
          if (!changed()) return;
          observer.disconnect();
          clearTimeout(timer);
          g.requestAnimationFrame(() => setTimeout(() => resolve({ ms: g.performance.now() - start, start, cards: all().length })));
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no new cards 10 s after clicking ${sel}`));
        }, 10_000);
        observer.observe(doc.body, { childList: true, subtree: true });
        const start = g.performance.now();
        target.click();
      }),
    { sel: selector, cards: CARDS, text },
  );
}

async function signedInPage(browser: Browser, url: string, viewport: (typeof viewports)[number]): Promise<Page> {
  const page = await newPage(browser, viewport);
  const { account, password } = demoAccounts.student;
  const res = await page.request.post(`${url}${calls.login.path}`, { form: { username: account, password } });
  if (((await res.json()) as { e: number }).e !== 0) throw new Error('the demo student could not sign in');
  // tsx keeps the names of functions declared inside the ones the page evaluates by calling a helper of its own.
  await page.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
  await page.addInitScript(recordLongTasks);
  return page;
}

function checkErrors(page: Page, where: string) {
  const errors = uncaughtErrors(page);
  if (errors.length) throw new Error(`${where}: the page threw ${errors.join('; ')}`);
}

interface PhoneRun {
  firstCardsMs: number;
  appendsMs: number[];
  cards: number;
  domElements: number;
  longTasks: { count: number; longestMs: number; blockingMs: number };
}

async function phoneRun(browser: Browser, url: string, total: number): Promise<PhoneRun> {
  const page = await signedInPage(browser, url, viewports[0]);
  try {
    await page.goto(`${url}/v2/site/m_serviceList`, { waitUntil: 'commit' });
    const firstCardsMs = await untilCards(page, PAGE_SIZE);
    const appendsMs: number[] = [];
    let cards = PAGE_SIZE;
    let from = Infinity;
    while (cards < total) {
      await page.getByTestId('hall-load-more').waitFor();
      const r = await clickUntilCards(page, '[data-testid="hall-load-more"]');
      from = Math.min(from, r.start);
      appendsMs.push(Math.round(r.ms));
      cards = await page.locator(CARDS).count();
    }
    const shown = await page.getByTestId('hall-total').first().textContent();
    if (!shown?.includes(String(total)) || cards !== total) throw new Error(`the phone shows ${cards} cards and "${shown}", not ${total}`);
    const { tasks, domElements } = await page.evaluate(() => {
      const g = globalThis as unknown as PageGlobal;
      return { tasks: g.benchLongTasks, domElements: g.document.getElementsByTagName('*').length };
    });
    const during = tasks.filter((t) => t.start >= from);
    checkErrors(page, 'phone hall');
    return {
      firstCardsMs: Math.round(firstCardsMs),
      appendsMs,
      cards,
      domElements,
      longTasks: {
        count: during.length,
        longestMs: Math.round(Math.max(0, ...during.map((t) => t.ms))),
        blockingMs: Math.round(during.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0)),
      },
    };
  } finally {
    await page.context().close();
  }
}

async function desktopRun(browser: Browser, url: string): Promise<{ firstPageMs: number; page2Ms: number }> {
  const page = await signedInPage(browser, url, viewports[1]);
  try {
    await page.goto(`${url}/v2/site/serviceList`, { waitUntil: 'commit' });
    const firstPageMs = await untilCards(page, PAGE_SIZE);
    await page.locator('.ch-pager').first().waitFor();
    const turned = await clickUntilCards(page, '.ch-pager button', '2');
    await page.waitForURL((address) => address.searchParams.get('page') === '2');
    checkErrors(page, 'desktop hall');
    return { firstPageMs: Math.round(firstPageMs), page2Ms: Math.round(turned.ms) };
  } finally {
    await page.context().close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};
const spread = (xs: number[]) => ({ median: median(xs), max: Math.max(...xs) });

async function measureClient(url: string, total: number) {
  const browser = await launchBrowser();
  try {
    // The first run warms the server's code paths and the page cache; it is not counted.
    await phoneRun(browser, url, total);
    await desktopRun(browser, url);
    const phone: PhoneRun[] = [];
    const desktop: { firstPageMs: number; page2Ms: number }[] = [];
    for (let i = 1; i <= runs; i++) {
      phone.push(await phoneRun(browser, url, total));
      desktop.push(await desktopRun(browser, url));
      console.log(`  browser run ${i}/${runs}: phone first cards ${phone.at(-1)?.firstCardsMs} ms, ${phone.at(-1)?.appendsMs.length} appends; desktop page 2 ${desktop.at(-1)?.page2Ms} ms`);
    }
    return {
      chromium: browser.version(),
      runs,
      phone: {
        viewport: '375×812',
        firstCardsMs: spread(phone.map((r) => r.firstCardsMs)),
        appendsPerRun: phone[0].appendsMs.length,
        appendMs: spread(phone.flatMap((r) => r.appendsMs)),
        longTasksPerRun: {
          count: spread(phone.map((r) => r.longTasks.count)),
          longestMs: spread(phone.map((r) => r.longTasks.longestMs)),
          blockingMs: spread(phone.map((r) => r.longTasks.blockingMs)),
        },
        cardsAtEnd: phone[0].cards,
        domElementsAtEnd: spread(phone.map((r) => r.domElements)),
        runs: phone,
      },
      desktop: {
        viewport: '1280×800',
        firstPageMs: spread(desktop.map((r) => r.firstPageMs)),
        page2Ms: spread(desktop.map((r) => r.page2Ms)),
        runs: desktop,
      },
    };
  } finally {
    await browser.close();
  }
}

// ── the run ────────────────────────────────────────────────────────────────────

export async function runHallBench(adminUrl: string) {
  const missing = hallMissing();
  if (missing) throw new Error(missing);
  console.log(`hall: generating a catalogue of ${services} services on ${new URL(adminUrl).host} …`);
  const generated = await generateHallDatabase(adminUrl, services);
  console.log(`hall: generated ${generated.name} in ${generated.seconds} s`, generated.counts);
  const db = new pg.Client({ connectionString: generated.url });
  await db.connect();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const yardstick = await bare();
    server = await startServer(generated.url);
    console.log(`hall: getAppCatalog, ${connections} connections, ${duration} s flat out then ${duration} s at ${rate} req/s each`);
    const api = (await loadApi(server.url, server.pid, db)).map((r) => ({ ...r, ratioToBare: Math.round((r.reqPerSec / yardstick.reqPerSec) * 1000) / 1000 }));
    console.log('hall: the built client in Chromium …');
    const client = await measureClient(server.url, generated.counts.studentHall);

    const met = { p99AtRate: api.every((r) => r.atRate.p99ms <= hallTargets.p99msAtRate) };
    const version = (await db.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
    const { counts, seconds } = generated;
    writeFileSync(
      path.join(root, 'bench/results/hall.json'),
      JSON.stringify(
        { at: new Date().toISOString(), engine: `postgresql ${version}`, cpus: cpus().length, connections, durationSeconds: duration, generated: { counts, seconds }, targets: hallTargets, met, bare: yardstick, api, client },
        null,
        2,
      ),
    );
    print(version, counts, yardstick, api, client);
    console.log('targets met:', met);
    return { counts, api, client };
  } finally {
    await server?.stop();
    await db.end();
    await generated.drop();
  }
}

function print(version: string, counts: { studentHall: number; staffHall: number; visitorHall: number }, yardstick: Row, api: (ApiRow & { ratioToBare: number })[], client: Awaited<ReturnType<typeof measureClient>>) {
  console.log(
    `hall on postgresql ${version}, ${cpus().length} CPUs; ${counts.studentHall} services in a student's hall, ${counts.staffHall} in staff's, ${counts.visitorHall} in a visitor's; ` +
      `bare fastify ${yardstick.reqPerSec} req/s, p50 ${yardstick.p50ms} / p99 ${yardstick.p99ms} ms`,
  );
  console.table(
    api.map((r) => ({
      view: r.name,
      caller: r.caller,
      matches: r.matches,
      'req/s': r.reqPerSec,
      'p50/p99 flat out': `${r.p50ms} / ${r.p99ms}`,
      [`p50/p99 at ${rate}/s`]: `${r.atRate.p50ms} / ${r.atRate.p99ms}`,
      ratioToBare: r.ratioToBare,
      cpuMs: r.cpuMsPerRequest ? `${r.cpuMsPerRequest.server} / ${r.cpuMsPerRequest.postgres ?? '-'} / ${r.cpuMsPerRequest.loadGenerator}` : '',
    })),
  );
  console.log('CPU ms per request: server / postgres / load generator');
  const { phone, desktop } = client;
  console.log(`Chromium ${client.chromium}, ${client.runs} runs: median and maximum`);
  console.table([
    { measure: 'phone: navigation to the first 20 cards, ms', ...phone.firstCardsMs },
    { measure: `phone: click to appended cards, ms (${phone.appendsPerRun} a run)`, ...phone.appendMs },
    { measure: 'phone: long tasks during the appends, a run', ...phone.longTasksPerRun.count },
    { measure: 'phone: longest long task, ms', ...phone.longTasksPerRun.longestMs },
    { measure: 'phone: blocking time during the appends, ms', ...phone.longTasksPerRun.blockingMs },
    { measure: `phone: DOM elements with ${phone.cardsAtEnd} cards`, ...phone.domElementsAtEnd },
    { measure: 'desktop: navigation to the first page, ms', ...desktop.firstPageMs },
    { measure: 'desktop: click to page 2, ms', ...desktop.page2Ms },
  ]);
}

if (require.main === module) {
  const missing = hallMissing();
  if (missing) {
    console.error(`hall benchmark: ${missing}`);
    process.exit(1);
  }
  hallPostgres()
    .then((url) => {
      if (!url) {
        console.log(`hall benchmark skipped: no PostgreSQL answers at ${process.env.BENCH_DATABASE_URL ?? '127.0.0.1:5432'} (set BENCH_DATABASE_URL), or BENCH_HALL=0`);
        return;
      }
      return runHallBench(url);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
