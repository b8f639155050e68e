/**
 * The request wrapper configured as src/app.tsx configures it, talking to a real local envelope server, with the
 * toasts the app shows spied on. Registers its hooks where it is called.
 */
import { setupI18n } from '@/i18n';
import { configureAppRequest } from '@/services/configure-app-request';
import * as toast from '@/ui/toast';
import { startEnvelopeServer } from './envelope-server';
import { useApiOrigin } from './render';

export interface AppRequestServer {
  readonly server: Awaited<ReturnType<typeof startEnvelopeServer>>;
  /** showToast, spied afresh for each test. */
  readonly shown: jest.SpyInstance;
}

export function appRequestServer(): AppRequestServer {
  const held = {} as { server: AppRequestServer['server']; shown: jest.SpyInstance };
  beforeAll(async () => {
    held.server = await startEnvelopeServer();
    useApiOrigin(held.server.origin);
    setupI18n();
    configureAppRequest();
  });
  afterAll(() => held.server.close());
  beforeEach(() => {
    held.server.seen.length = 0;
    held.shown = jest.spyOn(toast, 'showToast');
  });
  afterEach(() => jest.restoreAllMocks());
  return held;
}
