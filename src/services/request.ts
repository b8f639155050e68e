/**
 * The one entry for every API call (spec §7, §8): base URL plus the call's path from the light call index, GET data
 * as query, POST data form-encoded, credentials sent, the app's extra payload merged into every payload, a new call
 * with the same key cancelling the previous one, the envelope read and the error catalogue applied.
 */
import Taro from '@tarojs/taro';
import type { CallRoute } from '@contract/call-index';
import { ErrorCode, type Envelope } from '@contract/envelope';
import { specText } from '@contract/texts';
import { encodeForm } from './encode';
import { inFlight } from './in-flight';
import { platformAuth } from './platform-auth';

/** A failed call: `e` is the server's code, or ErrorCode.CANCELLED / ErrorCode.NETWORK set here. */
export class RequestError extends Error {
  constructor(
    readonly e: number,
    message: string,
  ) {
    super(message);
  }
}

/** Asks the user for a one-time code after e = 2: true once the server took one (verifyTotp), false if they cancelled. */
export type TotpPrompt = () => Promise<boolean>;

/** What the app does for the catalogue's codes and adds to every call; set once at start-up. */
export interface RequestHooks {
  showError(message: string): void;
  /** e = 10044: the message is shown (spec §8); the app may also act on it (a grant that lapsed while acting). */
  onShowError(message: string): void;
  onLoginRequired(): void;
  onForceLogout(): void;
  onTotpRequired: TotpPrompt;
  onRedirectHome(): void;
  /** Agent params and exam department merged into every payload (spec §7); only the keys that are set. */
  extraPayload(): Record<string, string>;
  /** The spec's network failure text (§8) in the reader's language, read when a call fails. */
  networkFailureText(): string;
  /** Sent as Accept-Language, so the server's messages follow the reader's language. */
  language(): string;
}

let hooks: RequestHooks = {
  showError: () => undefined,
  onShowError: (message) => hooks.showError(message),
  onLoginRequired: () => undefined,
  onForceLogout: () => undefined,
  onTotpRequired: async () => false,
  onRedirectHome: () => undefined,
  extraPayload: () => ({}),
  networkFailureText: () => specText('network'),
  language: () => 'zh-CN',
};

export function configureRequest(next: Partial<RequestHooks>): void {
  hooks = { ...hooks, ...next };
}

/** What a request outside this wrapper (a download read as it arrives) needs of the app: its language, and the TOTP prompt after e = 2. */
export const requestHooks = {
  language: (): string => hooks.language(),
  askSecondFactor: (): Promise<boolean> => hooks.onTotpRequired(),
};

export interface RequestOptions {
  /** Calls sharing a key cancel each other: only the newest one answers. */
  key?: string;
  /** The caller shows failures itself (no error toast); 10044 messages and catalogue redirects still happen. */
  quiet?: boolean;
  /** Takes the success answer's message, for a caller that shows the server's own words (addfeedback). */
  onMessage?(m: string): void;
}

const pending = new Map<string, { abort(): void }>();

function applyCatalogue(e: number, m: string, quiet: boolean): void {
  switch (e) {
    case ErrorCode.LOGIN_REQUIRED:
      return hooks.onLoginRequired();
    case ErrorCode.FORCE_LOGOUT:
      return hooks.onForceLogout();
    case ErrorCode.REDIRECT_HOME:
      return hooks.onRedirectHome();
    case ErrorCode.SHOW_ERROR:
      // spec §8: e = 10044 always shows m, also to callers that handle other failures themselves.
      return hooks.onShowError(m);
    default:
      if (!quiet) hooks.showError(m);
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).e === 'number';
}

function networkFailure(quiet: boolean): RequestError {
  const text = hooks.networkFailureText();
  if (!quiet) hooks.showError(text);
  return new RequestError(ErrorCode.NETWORK, text);
}

const cancelled = () => new RequestError(ErrorCode.CANCELLED, 'cancelled');

/**
 * spec §8: e = 2 opens the one-time TOTP prompt; once the server has taken a code the call is sent again, once (a
 * second e = 2 is shown as an error). Cancelling the prompt rejects the call as cancelled, which is silent.
 */
export async function request<R = unknown>(call: CallRoute, payload?: object, options: RequestOptions = {}): Promise<R> {
  try {
    return await send<R>(call, payload, options, false);
  } catch (err) {
    if (!(err instanceof RequestError) || err.e !== ErrorCode.TOTP_REQUIRED) throw err;
    if (!(await hooks.onTotpRequired())) throw cancelled();
    return send<R>(call, payload, options, true);
  }
}

async function send<R>(call: CallRoute, payload: object | undefined, options: RequestOptions, retried: boolean): Promise<R> {
  const body = encodeForm({ ...hooks.extraPayload(), ...payload });
  const url = `${API_BASE}${call.path}${call.method === 'GET' && body ? `?${body}` : ''}`;
  if (options.key) pending.get(options.key)?.abort();
  const quiet = options.quiet ?? false;

  let aborted = false;
  inFlight.start();
  try {
    const task = Taro.request<Record<string, unknown>>({
      url,
      method: call.method,
      data: call.method === 'POST' ? body : undefined,
      header: { 'content-type': 'application/x-www-form-urlencoded', 'Accept-Language': hooks.language(), ...platformAuth.headers() },
      credentials: 'include',
      dataType: 'json',
    });
    const handle = { abort: () => ((aborted = true), task.abort?.()) };
    if (options.key) pending.set(options.key, handle);
    let res: Taro.request.SuccessCallbackResult<Record<string, unknown>>;
    try {
      res = await task;
    } catch {
      throw aborted ? cancelled() : networkFailure(quiet);
    } finally {
      if (options.key && pending.get(options.key) === handle) pending.delete(options.key);
    }
    if (aborted) throw cancelled();
    platformAuth.remember(res.header as Record<string, string | string[] | undefined>);
    if (!isEnvelope(res.data)) throw networkFailure(quiet);
    const { e, m, d } = res.data;
    if (e !== ErrorCode.OK) {
      if (e !== ErrorCode.TOTP_REQUIRED || retried) applyCatalogue(e, m, quiet);
      throw new RequestError(e, m);
    }
    options.onMessage?.(m);
    return d as R;
  } finally {
    inFlight.end();
  }
}
