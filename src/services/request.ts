/**
 * The one entry for every API call (spec §7, §8): base URL plus the call's path from the contract, GET data as query,
 * POST data form-encoded, credentials sent, agent info merged into every payload, a new call with the same key
 * cancelling the previous one, the envelope read and the error catalogue applied.
 */
import Taro from '@tarojs/taro';
import type { CallDef, PayloadOf, ResultOf } from '@contract/call';
import { ErrorCode, type Envelope } from '@contract/envelope';
import { specText } from '@contract/texts';
import { encodeForm } from './encode';
import { inFlight } from './in-flight';
import { platformAuth } from './platform-auth';

// The catalogue's text (spec §8); the toast shows it as the spec words it.
export const NETWORK_FAILURE_TEXT = specText('network');

export class RequestError extends Error {
  constructor(
    readonly e: number,
    message: string,
    readonly cancelled = false,
  ) {
    super(message);
  }
}

/** What the app does for the catalogue's codes; set once at start-up (navigation lives in the app, not here). */
export interface RequestHooks {
  showError(message: string): void;
  onLoginRequired(): void;
  onForceLogout(): void;
  onTotpRequired(): void;
  onRedirectHome(): void;
  /** Agent (delegate) params and exam department merged into every payload. */
  extraPayload(): Record<string, string | undefined>;
}

let hooks: RequestHooks = {
  showError: () => undefined,
  onLoginRequired: () => undefined,
  onForceLogout: () => undefined,
  onTotpRequired: () => undefined,
  onRedirectHome: () => undefined,
  extraPayload: () => ({}),
};

export function configureRequest(next: Partial<RequestHooks>): void {
  hooks = { ...hooks, ...next };
}

export interface RequestOptions {
  /** Calls sharing a key cancel each other: only the newest one answers. */
  key?: string;
  /** The caller shows failures itself (no error toast); catalogue redirects still happen. */
  quiet?: boolean;
}

const pending = new Map<string, { abort(): void }>();

function applyCatalogue(e: number, m: string, quiet: boolean): void {
  switch (e) {
    case ErrorCode.LOGIN_REQUIRED:
      return hooks.onLoginRequired();
    case ErrorCode.FORCE_LOGOUT:
      return hooks.onForceLogout();
    case ErrorCode.TOTP_REQUIRED:
      return hooks.onTotpRequired();
    case ErrorCode.REDIRECT_HOME:
      return hooks.onRedirectHome();
    default:
      if (!quiet) hooks.showError(m);
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).e === 'number';
}

export async function request<C extends CallDef>(call: C, payload?: PayloadOf<C>, options: RequestOptions = {}): Promise<ResultOf<C>> {
  const data = { ...hooks.extraPayload(), ...(payload as Record<string, unknown> | undefined) };
  const body = encodeForm(data);
  const url = `${API_BASE}${call.path}${call.method === 'GET' && body ? `?${body}` : ''}`;
  if (options.key) pending.get(options.key)?.abort();

  let aborted = false;
  inFlight.start();
  try {
    const task = Taro.request<Record<string, unknown>>({
      url,
      method: call.method,
      data: call.method === 'POST' ? body : undefined,
      header: { 'content-type': 'application/x-www-form-urlencoded', ...platformAuth.headers() },
      credentials: 'include',
      dataType: 'json',
    });
    const handle = { abort: () => ((aborted = true), task.abort?.()) };
    if (options.key) pending.set(options.key, handle);
    let res: Taro.request.SuccessCallbackResult<Record<string, unknown>>;
    try {
      res = await task;
    } catch {
      if (aborted) throw new RequestError(ErrorCode.FAILED, 'cancelled', true);
      if (!options.quiet) hooks.showError(NETWORK_FAILURE_TEXT);
      throw new RequestError(ErrorCode.FAILED, NETWORK_FAILURE_TEXT);
    } finally {
      if (options.key && pending.get(options.key) === handle) pending.delete(options.key);
    }
    if (aborted) throw new RequestError(ErrorCode.FAILED, 'cancelled', true);
    platformAuth.remember(res.header as Record<string, string | string[] | undefined>);
    if (!isEnvelope(res.data)) {
      if (!options.quiet) hooks.showError(NETWORK_FAILURE_TEXT);
      throw new RequestError(ErrorCode.FAILED, NETWORK_FAILURE_TEXT);
    }
    const { e, m, d } = res.data;
    if (e !== ErrorCode.OK) {
      applyCatalogue(e, m, options.quiet ?? false);
      throw new RequestError(e, m);
    }
    return d as ResultOf<C>;
  } finally {
    inFlight.end();
  }
}
