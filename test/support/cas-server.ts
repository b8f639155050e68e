/**
 * An in-process CAS 3.0 server for tests (https://apereo.github.io/cas/development/protocol/CAS-Protocol-Specification.html):
 * GET /login shows a sign-in form (or, with its own sign-on cookie, issues a ticket at once) and redirects to
 * `service` with `?ticket=ST-…`; GET /p3/serviceValidate answers the XML success with attributes, or INVALID_TICKET
 * for an unknown, expired or already validated ticket (single use) and INVALID_SERVICE for another service;
 * GET /logout ends its own sign-on and redirects to `service`; and it posts the back-channel logoutRequest.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { demoAccounts } from '../../server/demo/campus/accounts';

export interface CasAccount {
  password: string;
  /** The CAS user (cas:user). */
  user: string;
  attributes: Record<string, string | string[]>;
}

interface Ticket {
  account: CasAccount;
  service: string;
  expiresAt: number;
  used: boolean;
}

export interface TestCasServer {
  /** The CAS prefix, e.g. http://127.0.0.1:PORT/cas, for CAS_BASE_URL. */
  baseUrl: string;
  /** Adds or replaces an account (by its sign-in name). */
  register(username: string, account: CasAccount): void;
  /** A ticket for `service` as if the user signed in on the form. */
  issueTicket(service: string, username: string): string;
  /** Posts CAS's back-channel logoutRequest for a ticket to a service address; answers the HTTP status and body. */
  sendLogoutRequest(service: string, ticket: string, headers?: Record<string, string>): Promise<{ status: number; body: string }>;
  /** Tickets live this long (default 10 s). */
  ticketTtlMs: number;
  close(): Promise<void>;
}

const PREFIX = '/cas';
const TGC = 'CASTGC';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The demo campus's campus accounts, with their CAS passwords and the attributes a university's CAS releases. */
function demoCasAccounts(): Map<string, CasAccount> {
  const { student, staff } = demoAccounts;
  return new Map([
    [student.account, { password: student.password, user: student.account, attributes: { uid: student.account, cn: student.name, userType: 'student' } }],
    [staff.account, { password: staff.password, user: staff.account, attributes: { uid: staff.account, cn: staff.name, userType: 'staff' } }],
  ]);
}

function successXml(account: CasAccount): string {
  const attributes = Object.entries(account.attributes)
    .flatMap(([name, value]) => [value].flat().map((v) => `      <cas:${name}>${escapeXml(v)}</cas:${name}>`))
    .join('\n');
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${escapeXml(account.user)}</cas:user>
    <cas:attributes>
${attributes}
    </cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
}

const failureXml = (code: string, message: string) =>
  `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="${code}">${escapeXml(message)}</cas:authenticationFailure>
</cas:serviceResponse>`;

export function logoutRequestXml(ticket: string): string {
  return `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-${randomBytes(6).toString('hex')}" Version="2.0" IssueInstant="${new Date().toISOString()}">
  <saml:NameID>@NOT_USED@</saml:NameID>
  <samlp:SessionIndex>${escapeXml(ticket)}</samlp:SessionIndex>
</samlp:LogoutRequest>`;
}

function loginPage(service: string, error = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>统一身份认证</title></head><body>
<main><h1>统一身份认证</h1>${error ? `<p role="alert">${escapeXml(error)}</p>` : ''}
<form method="POST" action="${PREFIX}/login?service=${encodeURIComponent(service)}">
<label>用户名 <input name="username" autocomplete="username"></label>
<label>密码 <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">登录</button>
</form></main></body></html>`;
}

const withTicket = (service: string, ticket: string) => `${service}${service.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

export async function startCasServer(options: { ticketTtlMs?: number } = {}): Promise<TestCasServer> {
  const accounts = demoCasAccounts();
  const tickets = new Map<string, Ticket>();
  /** Sign-on sessions by their cookie: the account signed in. */
  const signOns = new Map<string, CasAccount>();
  const state = { ticketTtlMs: options.ticketTtlMs ?? 10_000 };

  const issue = (service: string, account: CasAccount) => {
    const id = `ST-${tickets.size + 1}-${randomBytes(12).toString('hex')}`;
    tickets.set(id, { account, service, expiresAt: Date.now() + state.ticketTtlMs, used: false });
    return id;
  };
  const redirect = (res: ServerResponse, location: string, cookie?: string) => {
    res.writeHead(302, { location, ...(cookie ? { 'set-cookie': cookie } : {}) }).end();
  };
  const signOnId = (req: IncomingMessage) => new RegExp(`(?:^|;\\s*)${TGC}=([^;]+)`).exec(req.headers.cookie ?? '')?.[1];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://cas.test');
      const service = url.searchParams.get('service') ?? '';
      if (url.pathname === `${PREFIX}/login` && req.method === 'GET') {
        const signOn = signOnId(req);
        const account = signOn ? signOns.get(signOn) : undefined;
        if (account && service) return redirect(res, withTicket(service, issue(service, account)));
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(service));
      }
      if (url.pathname === `${PREFIX}/login` && req.method === 'POST') {
        const form = await formBody(req);
        const account = accounts.get(form.get('username') ?? '');
        if (!account || account.password !== form.get('password')) {
          return res.writeHead(401, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(service, '用户名或密码错误'));
        }
        const signOn = randomBytes(16).toString('hex');
        signOns.set(signOn, account);
        const cookie = `${TGC}=${signOn}; Path=${PREFIX}; HttpOnly; SameSite=Lax`;
        if (!service) return res.writeHead(200, { 'set-cookie': cookie, 'content-type': 'text/html; charset=utf-8' }).end('<p>登录成功</p>');
        return redirect(res, withTicket(service, issue(service, account)), cookie);
      }
      if (url.pathname === `${PREFIX}/p3/serviceValidate`) {
        const id = url.searchParams.get('ticket') ?? '';
        const ticket = tickets.get(id);
        res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        if (!ticket || ticket.used || ticket.expiresAt < Date.now()) return res.end(failureXml('INVALID_TICKET', `Ticket ${id} not recognized`));
        ticket.used = true;
        if (ticket.service !== service) return res.end(failureXml('INVALID_SERVICE', `Ticket ${id} does not match the service`));
        return res.end(successXml(ticket.account));
      }
      if (url.pathname === `${PREFIX}/logout`) {
        const signOn = signOnId(req);
        if (signOn) signOns.delete(signOn);
        const cleared = `${TGC}=; Path=${PREFIX}; Max-Age=0`;
        if (service) return redirect(res, service, cleared);
        return res.writeHead(200, { 'set-cookie': cleared, 'content-type': 'text/html; charset=utf-8' }).end('<p>已注销</p>');
      }
      res.writeHead(404).end();
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    baseUrl: `http://127.0.0.1:${port}${PREFIX}`,
    get ticketTtlMs() {
      return state.ticketTtlMs;
    },
    set ticketTtlMs(ms: number) {
      state.ticketTtlMs = ms;
    },
    register(username, account) {
      accounts.set(username, account);
    },
    issueTicket(service, username) {
      const account = accounts.get(username);
      if (!account) throw new Error(`no CAS account ${username}`);
      return issue(service, account);
    },
    async sendLogoutRequest(service, ticket, headers = {}) {
      const res = await fetch(service, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ logoutRequest: logoutRequestXml(ticket) }).toString(),
      });
      return { status: res.status, body: await res.text() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
