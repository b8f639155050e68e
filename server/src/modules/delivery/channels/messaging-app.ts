/**
 * The messaging app's server API for mini-program subscribe messages: an access token from
 * `GET /cgi-bin/token?grant_type=client_credential`, kept until shortly before it expires and fetched again once when
 * a send says it is invalid or expired (40001, 42001, 40014); the send is
 * `POST /cgi-bin/message/subscribe/send?access_token=…` with the user's openid, the template, the page to open and the
 * template's data. A user who refused the subscription (43101) or an openid the app does not know (40003) cannot be
 * reached: Undeliverable. A busy system (-1), other codes and network errors are retried by the caller.
 */
import type { MessagingAppConfig } from '../../../config';
import { DeliveryFailed } from './delivery-failed';
import { Undeliverable } from './undeliverable';

const TIMEOUT_MS = 10_000;
/** A token is used until this long before it expires, so a send never carries one that lapses on the way. */
const EXPIRY_MARGIN_MS = 5 * 60_000;
const STALE_TOKEN = new Set([40001, 42001, 40014]);
const REFUSED: Record<number, string> = { 43101: 'the user has not subscribed or turned the messages off (43101)', 40003: 'the openid is not one of this app (40003)' };

export interface SubscribeMessage {
  openid: string;
  /** The mini-program page the message opens, with its query. */
  page: string;
  data: Record<string, { value: string }>;
}

export interface MessagingAppClient {
  /** Resolves with the app's msgid once it accepted the message. */
  send(message: SubscribeMessage): Promise<string>;
}

interface ApiAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  expires_in?: number;
  msgid?: number | string;
}

async function call(url: string, init?: RequestInit): Promise<ApiAnswer> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    return (await res.json()) as ApiAnswer;
  } catch (err) {
    throw new DeliveryFailed('wechat', (err as Error).message);
  }
}

export function messagingAppClient(config: MessagingAppConfig, now: () => number = Date.now): MessagingAppClient {
  let token: { value: string; usableUntil: number } | undefined;
  // Concurrent sends share one token request.
  let fetching: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: config.appId, secret: config.secret });
    const answer = await call(`${config.apiBase}/cgi-bin/token?${query}`);
    if (!answer.access_token) throw new DeliveryFailed('wechat', `token: ${answer.errcode ?? 'no code'} ${answer.errmsg ?? ''}`);
    token = { value: answer.access_token, usableUntil: now() + (answer.expires_in ?? 7200) * 1000 - EXPIRY_MARGIN_MS };
    return token.value;
  }

  function accessToken(renew: boolean): Promise<string> {
    if (!renew && token && now() < token.usableUntil) return Promise.resolve(token.value);
    fetching ??= fetchToken().finally(() => (fetching = undefined));
    return fetching;
  }

  async function sendWith(value: string, message: SubscribeMessage): Promise<ApiAnswer> {
    const body = JSON.stringify({ touser: message.openid, template_id: config.templateId, page: message.page, data: message.data });
    return call(`${config.apiBase}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(value)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  }

  return {
    async send(message) {
      let used = await accessToken(false);
      let answer = await sendWith(used, message);
      if (answer.errcode !== undefined && STALE_TOKEN.has(answer.errcode)) {
        // Another send may have renewed it meanwhile; only a token still the one refused is fetched again.
        used = token && token.value !== used ? token.value : await accessToken(true);
        answer = await sendWith(used, message);
      }
      const code = answer.errcode ?? 0;
      if (code === 0) return String(answer.msgid ?? '');
      if (REFUSED[code]) throw new Undeliverable(REFUSED[code]);
      throw new DeliveryFailed('wechat', `${code} ${answer.errmsg ?? ''}`);
    },
  };
}
