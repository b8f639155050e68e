/** Signing in through campus single sign-on against the in-process CAS server (cas-server.ts), as a browser does it. */
import { get as httpGet } from 'node:http';
import { calls } from '../../contract';
import type { TestCasServer } from './cas-server';
import { ApiClient } from './http-client';
import type { TestServer } from './test-server';

/** A browser's navigation, not followed: where it is sent and the cookies it is given. */
/** Over node:http rather than fetch, which replaces a Sec-Fetch-Mode of ours with its own `cors`. */
export function navigate(url: string, headers: Record<string, string> = {}): Promise<{ status: number; location: string; cookies: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      res.resume();
      const lines = res.headers['set-cookie'] ?? [];
      const cookies = new Map(lines.map((line) => line.split(';')[0].split('=') as [string, string]).filter(([, v]) => v !== ''));
      resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '', cookies });
    }).on('error', reject);
  });
}

export function casConfig(cas: TestCasServer, createUsers = false) {
  return {
    cas: { baseUrl: cas.baseUrl, createUsers, attributes: { number: 'uid', name: 'cn', identity: 'userType', department: 'deptCode' } },
    // The suite's requests come from 127.0.0.1, as does the CAS server; X-Forwarded-For then plays another address.
    trustProxy: ['127.0.0.1'],
    redirectAllowList: ['https://jw.example.edu.cn'],
  };
}

/** Signs in through the portal's frame and the CAS server as `username`; answers where the browser lands and its client. */
export async function casSignIn(server: TestServer, cas: TestCasServer, username: string, redirectUrl?: string) {
  const query = redirectUrl === undefined ? '' : `?redirect_url=${encodeURIComponent(redirectUrl)}`;
  const frame = await navigate(`${server.url}${calls.casLogin.path}${query}`);
  expect(frame.location.startsWith(`${cas.baseUrl}/login?service=`)).toBe(true);
  const service = new URL(frame.location).searchParams.get('service') ?? '';
  const ticket = cas.issueTicket(service, username);
  const back = await navigate(`${service}${service.includes('?') ? '&' : '?'}ticket=${ticket}`);
  const client = new ApiClient(server.url);
  for (const [name, value] of back.cookies) client.cookies.set(name, value);
  return { ...back, service, ticket, client };
}

