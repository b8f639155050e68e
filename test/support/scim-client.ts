/** A SCIM 2.0 client for API suites: JSON over HTTP with a bearer token, as an identity platform sends it. */
import { calls } from '../../contract';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { signedInClient } from './http-client';
import type { TestServer } from './test-server';

export interface ScimResponse {
  status: number;
  type: string;
  etag: string | null;
  body: Record<string, unknown> & { id?: string; meta?: { version: string; lastModified: string }; Resources?: Record<string, unknown>[]; totalResults?: number };
}

export const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const CAMPUS_GROUP = 'urn:campus-hall:params:scim:schemas:extension:2.0:Group';
export const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

export class ScimClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ScimResponse> {
    const res = await fetch(`${this.baseUrl}/scim/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', etag: res.headers.get('etag'), body: text ? JSON.parse(text) : {} };
  }

  patch(path: string, operations: unknown[], headers: Record<string, string> = {}) {
    return this.send('PATCH', path, { schemas: [PATCH], Operations: operations }, headers);
  }
}

/** A new SCIM client of the server, made in the back office by the administrator; answers it with its connector id. */
export async function newScimClient(server: TestServer, name: string, fallbackUid?: string): Promise<{ scim: ScimClient; id: number; token: string }> {
  const admin = await signedInClient(server.url, demoAccounts.admin);
  const made = await admin.call<{ id: number; token: string }>(calls.addScimClient, { name, ...(fallbackUid ? { fallback_uid: fallbackUid } : {}) });
  if (made.body.e !== 0) throw new Error(`addScimClient failed: ${made.body.m}`);
  return { scim: new ScimClient(server.url, made.body.d.token), ...made.body.d };
}

/** A user as a SCIM client creates one. */
export const scimUser = (userName: string, extra: Record<string, unknown> = {}) => ({
  schemas: [USER, ENTERPRISE],
  userName,
  externalId: `ext-${userName}`,
  name: { formatted: `测试${userName.slice(-3)}` },
  userType: 'staff',
  active: true,
  emails: [{ value: `${userName.toLowerCase()}@example.edu.cn`, type: 'work', primary: true }],
  ...extra,
});
