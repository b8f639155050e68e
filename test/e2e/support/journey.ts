/**
 * What journey files share: one seeded server serving the built H5 client and one Chromium per file, and a page per
 * viewport block that fails a test when the page threw an uncaught error. Hooks are registered where it is called.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ServerConfig } from '../../../server/src/config';
import { startTestServer, type TestServer } from '../../support/test-server';
import { browserMissing, launchBrowser, newPage, uncaughtErrors, type Viewport } from './browser';

/** Journeys are skipped where Chromium is missing (locally; CI fails in its global setup instead). */
export const describeBrowser = browserMissing ? describe.skip : describe;

export const BUILT_H5 = path.resolve(__dirname, '../../../dist/h5');

export interface Journey {
  readonly server: TestServer;
  readonly browser: Browser;
}

/**
 * `config`: settings of the journey's server, read when it starts (after the file's earlier hooks, e.g. a CAS server's).
 * `now`: the server's clock, for a journey that moves to another day.
 */
export function journeyServer(options: { config?: () => Partial<ServerConfig>; now?: () => Date } = {}): Journey {
  const held = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    held.server = await startTestServer({ seed: true, staticDir: BUILT_H5, config: options.config?.(), now: options.now });
    held.browser = await launchBrowser();
  });
  afterAll(async () => {
    await held.browser?.close();
    await held.server?.close();
  });
  return held;
}

export function viewportPage(journey: Journey, viewport: Viewport, locale?: string): { readonly page: Page } {
  const held = {} as { page: Page };
  beforeAll(async () => {
    held.page = await newPage(journey.browser, viewport, locale);
  });
  afterEach(() => {
    expect(uncaughtErrors(held.page)).toEqual([]);
  });
  afterAll(async () => {
    await held.page?.context().close();
  });
  return held;
}
