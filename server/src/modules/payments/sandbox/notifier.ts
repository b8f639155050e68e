/**
 * The sandbox's notifications, as WeChat Pay sends them: a JSON envelope whose resource is encrypted with the
 * merchant's APIv3 key, signed with the platform key in the Wechatpay-* headers, POSTed to the order's notify_url.
 * An answer other than 2xx is tried again later (the provider's first retries: 15 s, 15 s, 30 s, 3 min, 10 min).
 */
import { generateKeyPair, randomUUID, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { encryptResource } from '../wechatpay/resource-cipher';
import { rfc3339 } from '../wechatpay/resources';
import { platformHeaders, signAsPlatform } from '../wechatpay/signing';
import type { SandboxKeys } from './credentials';

const RETRIES_MS = [15_000, 15_000, 30_000, 180_000, 600_000];
const TIMEOUT_MS = 5_000;

/** What the merchant's server answered. */
export interface Delivered {
  status: number;
  body: string;
}

export interface Notifier {
  /** A new notification's body: its event and the resource, encrypted. */
  compose(eventType: string, summary: string, resource: object, originalType: 'transaction' | 'refund'): Promise<string>;
  /** Sends it, retrying later while the merchant does not take it; answers the first attempt. */
  deliver(url: string, body: string): Promise<Delivered>;
  /** Sends it once, signed with a key that is not the platform's (for tests of the merchant's check). */
  forge(url: string, body: string): Promise<Delivered>;
  close(): void;
}

export function createNotifier(keys: () => Promise<SandboxKeys>, now: () => Date): Notifier {
  const timers = new Set<NodeJS.Timeout>();
  let stranger: Promise<KeyObject> | undefined;

  async function post(url: string, body: string, signingKey?: KeyObject): Promise<Delivered> {
    const { merchant, platformPrivateKey } = await keys();
    const signed = signAsPlatform({ serial: merchant.platformSerial, privateKey: signingKey ?? platformPrivateKey }, body, now());
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/4.0 (WeChat Pay sandbox)', ...platformHeaders(signed) },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: res.status, body: await res.text() };
    } catch (err) {
      return { status: 0, body: (err as Error).message };
    }
  }

  function retry(url: string, body: string, attempt: number): void {
    if (attempt >= RETRIES_MS.length) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void post(url, body).then((got) => (got.status >= 200 && got.status < 300 ? undefined : retry(url, body, attempt + 1)));
    }, RETRIES_MS[attempt]);
    timer.unref();
    timers.add(timer);
  }

  return {
    async compose(eventType, summary, resource, originalType) {
      const { merchant } = await keys();
      return JSON.stringify({
        id: randomUUID(),
        create_time: rfc3339(now()),
        resource_type: 'encrypt-resource',
        event_type: eventType,
        summary,
        resource: encryptResource(merchant.apiV3Key, JSON.stringify(resource), originalType, originalType),
      });
    },
    async deliver(url, body) {
      const got = await post(url, body);
      if (got.status < 200 || got.status >= 300) retry(url, body, 0);
      return got;
    },
    async forge(url, body) {
      stranger ??= promisify(generateKeyPair)('rsa', { modulusLength: 2048 }).then((pair) => pair.privateKey);
      return post(url, body, await stranger);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
