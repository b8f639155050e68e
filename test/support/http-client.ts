/** A tiny HTTP client for API suites: calls by contract name, form-encodes bodies and keeps cookies like a browser. */
import type { CallDef } from '../../contract/call';
import { calls } from '../../contract/calls';
import type { Envelope } from '../../contract/envelope';

export interface ApiResponse<D = unknown> {
  status: number;
  body: Envelope<D>;
  headers: Headers;
}

export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async call<D = unknown>(call: CallDef, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<ApiResponse<D>> {
    return this.request<D>(call.method, call.path, payload, headers);
  }

  async request<D = unknown>(method: string, path: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<ApiResponse<D>> {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(payload)) {
      for (const v of [value].flat()) form.append(key, String(v));
    }
    const url = method === 'GET' && form.size ? `${this.baseUrl}${path}?${form}` : `${this.baseUrl}${path}`;
    const res = await fetch(url, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: method === 'POST' ? form.toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as Envelope<D>, headers: res.headers };
  }
}

/** A client signed in with the account's password (sign-in must succeed). */
export async function signedInClient(baseUrl: string, account: { account: string; password: string }): Promise<ApiClient> {
  const api = new ApiClient(baseUrl);
  const res = await api.call(calls.login, { username: account.account, password: account.password });
  if (res.body.e !== 0) throw new Error(`sign-in of ${account.account} failed: ${res.body.m}`);
  return api;
}
