/**
 * The check-in code a booking's holder shows at the venue: the booking id and the code's expiry, signed with a keyed
 * hash (HMAC-SHA256, the server's key) so nobody can make one for another booking or extend one. No I/O here.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A changed id or expiry breaks the signature (invalid); only a code signed as it stands can be expired. */
export type CodeVerdict = { ok: true; bookingId: number } | { ok: false; why: 'invalid' | 'expired' };

const signature = (key: Buffer, body: string) => createHmac('sha256', key).update(`check-in\n${body}`).digest().subarray(0, 16);

export function signCheckInCode(key: Buffer, bookingId: number, expiresAt: Date): string {
  const body = `${bookingId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${signature(key, body).toString('base64url')}`;
}

export function readCheckInCode(key: Buffer, code: string, now: Date): CodeVerdict {
  const m = /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{22})$/.exec(code.trim());
  if (!m) return { ok: false, why: 'invalid' };
  const given = Buffer.from(m[3], 'base64url');
  const expected = signature(key, `${m[1]}.${m[2]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, why: 'invalid' };
  return Number(m[2]) * 1000 < now.getTime() ? { ok: false, why: 'expired' } : { ok: true, bookingId: Number(m[1]) };
}
