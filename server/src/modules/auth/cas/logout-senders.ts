/**
 * Who may send a single-logout request. It carries no cookie and no signature (CAS 3.0 back-channel logout is a
 * plain form post), so it is believed only from the CAS server's own addresses: CAS_LOGOUT_ADDRESSES, or the
 * addresses CAS_BASE_URL's host resolves to. Behind a proxy the request's address is the one TRUST_PROXY resolves.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { CasConfig } from '../../../config';

/** `::ffff:10.0.0.7` and `10.0.0.7` are one sender. */
const plain = (address: string) => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address).toLowerCase();

export function isSender(ip: string, senders: readonly string[]): boolean {
  return senders.some((s) => plain(s) === plain(ip));
}

export type Resolve = (host: string) => Promise<string[]>;

const resolveHost: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/** The addresses single-logout requests may come from; none when the CAS host cannot be resolved. */
export async function logoutSenders(cas: CasConfig, resolve: Resolve = resolveHost): Promise<string[]> {
  if (cas.logoutAddresses) return cas.logoutAddresses;
  const host = new URL(cas.baseUrl).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return [host];
  try {
    return await resolve(host);
  } catch {
    return [];
  }
}
