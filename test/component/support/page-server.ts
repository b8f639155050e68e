/**
 * What page tests share: an envelope server the request wrapper talks to, its record of requests cleared before
 * each test, and Taro's navigation recorded instead of performed. Hooks are registered where it is called.
 */
import Taro from '@tarojs/taro';
import { startEnvelopeServer } from './envelope-server';
import { useApiOrigin } from './render';

export interface PageServer {
  readonly server: Awaited<ReturnType<typeof startEnvelopeServer>>;
  /** The page URLs navigated to since the test began. */
  navigations(): string[];
}

export function pageServer(): PageServer {
  const held = {} as { server: PageServer['server']; navigateTo: jest.SpyInstance };
  beforeAll(async () => {
    held.server = await startEnvelopeServer();
    useApiOrigin(held.server.origin);
  });
  afterAll(() => held.server.close());
  beforeEach(() => {
    held.server.seen.length = 0;
    held.navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' });
  });
  afterEach(() => held.navigateTo.mockRestore());
  return {
    get server() {
      return held.server;
    },
    navigations: () => held.navigateTo.mock.calls.map(([{ url }]) => url as string),
  };
}
