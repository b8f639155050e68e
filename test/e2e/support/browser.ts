/** Debian Chromium driven by playwright-core (no downloaded browsers), at the two window sizes the journeys use. */
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type Viewport = (typeof viewports)[number];

export const browserMissing = process.env.E2E_BROWSER_MISSING === '1';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newPage(browser: Browser, viewport: Viewport, locale = 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    isMobile: viewport.name === 'phone',
    hasTouch: viewport.name === 'phone',
    locale,
  });
  // Playwright's 30 s default is the ceiling of every wait for an element; a loaded runner can need more.
  context.setDefaultTimeout(90_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.set(page, [...(pageErrors.get(page) ?? []), error.message]));
  return page;
}

const pageErrors = new WeakMap<Page, string[]>();

/** Uncaught script errors the page has thrown so far: a user sees a blank or half-working screen. */
export function uncaughtErrors(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

const resultsDir = path.resolve(__dirname, '../../../test-results');

/** Screenshots are kept under test-results/ as CI artifacts. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: true });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** WCAG 2.0 and 2.1 at levels A and AA (what GB/T 37668 asks of a web page), and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core in the page and returns its violations of every impact, minor included. With E2E_AXE_LOG set to a
 * file, each violation is also appended there as a JSON line with the page's address and width, so one run of the
 * suite lists every finding of every screen.
 */
export async function everyA11yViolation(page: Page): Promise<AxeViolation[]> {
  // Evaluated by the driver, not added as a <script>: the app's script policy allows no inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async (tags) => {
    const page = globalThis as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> }; document: unknown };
    const result = await page.axe.run(page.document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, AXE_TAGS);
  if (process.env.E2E_AXE_LOG) logViolations(process.env.E2E_AXE_LOG, page, violations);
  return violations;
}

function logViolations(file: string, page: Page, violations: AxeViolation[]): void {
  const { pathname, search } = new URL(page.url());
  const width = page.viewportSize()?.width;
  const lines = violations.map((v) => JSON.stringify({ rule: v.id, impact: v.impact, help: v.help, screen: `${pathname}${search}`, width, targets: v.nodes.map((n) => n.target.join(' ')) }));
  if (lines.length > 0) appendFileSync(file, `${lines.join('\n')}\n`);
}
