/**
 * A fake of the messaging app's server API for tests, as the real one answers: `GET /cgi-bin/token` checks the
 * appid and secret and issues a token valid for `expires_in` seconds; `POST /cgi-bin/message/subscribe/send` checks
 * the token (40001 unknown, 42001 expired), the template and the openid (40003 unknown, 43101 not subscribed) and
 * keeps what it accepted. A test can expire the tokens, refuse a user, or answer the next send busy (-1).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { MessagingAppConfig } from '../../server/src/config';
import { requestHold, type RequestHold } from './request-hold';

export interface SubscribeSend {
  touser: string;
  template_id: string;
  page: string;
  data: Record<string, { value: string }>;
}

export interface TestWechatApi {
  config: MessagingAppConfig;
  sends: SubscribeSend[];
  /** Token requests answered so far. */
  tokensIssued(): number;
  /** Openids the app knows; a send to another answers 40003. */
  knownOpenids: Set<string>;
  /** Openids that turned the subscription off (43101). */
  refusing: Set<string>;
  /** Every token issued so far is expired from now on (42001). */
  expireTokens(): void;
  /** The next send answers -1 (system busy). */
  busyNext(): void;
  /** Holds the subscribe sends in flight (not yet accepted) until released; token requests pass. */
  inFlight: Omit<RequestHold, 'admit'>;
  close(): Promise<void>;
}

const APPID = 'wx-test-app';
const SECRET = 'wx-test-secret';
const TEMPLATE = 'tmpl-approval-reminder';
const EXPIRES_IN = 7200;

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startWechatApi(): Promise<TestWechatApi> {
  const sends: SubscribeSend[] = [];
  const tokens = new Map<string, { expired: boolean }>();
  const knownOpenids = new Set<string>();
  const refusing = new Set<string>();
  let busy = false;
  const hold = requestHold();
  const server = createServer((req, res) => {
    const answer = (payload: object) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const url = new URL(req.url ?? '/', 'http://api');
    void body(req).then((text) => {
      if (req.method === 'GET' && url.pathname === '/cgi-bin/token') {
        if (url.searchParams.get('grant_type') !== 'client_credential') return answer({ errcode: 40002, errmsg: 'invalid grant_type' });
        if (url.searchParams.get('appid') !== APPID) return answer({ errcode: 40013, errmsg: 'invalid appid' });
        if (url.searchParams.get('secret') !== SECRET) return answer({ errcode: 40125, errmsg: 'invalid appsecret' });
        const token = randomBytes(16).toString('hex');
        tokens.set(token, { expired: false });
        return answer({ access_token: token, expires_in: EXPIRES_IN });
      }
      if (req.method === 'POST' && url.pathname === '/cgi-bin/message/subscribe/send') return hold.admit(res, () => {
        const token = tokens.get(url.searchParams.get('access_token') ?? '');
        if (!token) return answer({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
        if (token.expired) return answer({ errcode: 42001, errmsg: 'access_token expired' });
        if (busy) {
          busy = false;
          return answer({ errcode: -1, errmsg: 'system error' });
        }
        const send = JSON.parse(text) as SubscribeSend;
        if (send.template_id !== TEMPLATE) return answer({ errcode: 40037, errmsg: 'invalid template_id' });
        if (!knownOpenids.has(send.touser)) return answer({ errcode: 40003, errmsg: 'invalid openid' });
        if (refusing.has(send.touser)) return answer({ errcode: 43101, errmsg: 'user refuse to accept the msg' });
        sends.push(send);
        return answer({ errcode: 0, errmsg: 'ok', msgid: 1000 + sends.length });
      });
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    config: { apiBase: `http://127.0.0.1:${port}`, appId: APPID, secret: SECRET, templateId: TEMPLATE },
    sends,
    tokensIssued: () => tokens.size,
    knownOpenids,
    refusing,
    expireTokens() {
      for (const token of tokens.values()) token.expired = true;
    },
    busyNext() {
      busy = true;
    },
    inFlight: { hold: hold.hold, release: hold.release, held: hold.held },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
