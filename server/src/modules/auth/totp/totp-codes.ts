/**
 * TOTP (RFC 6238) and recovery codes, without storage: otpauth computes and checks the codes; this file says which
 * 30-second step a code belongs to (so the caller can accept each step once) and what a recovery code looks like.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP as Totp } from 'otpauth';
import { TOTP } from '../../../../../contract/constants';

export const newSecret = () => new Secret({ size: 20 }).base32;

const totp = (secret: string, label = '', issuer = '') =>
  new Totp({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP.digits, period: TOTP.periodSeconds });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const enrolmentUri = (secret: string, label: string, issuer: string) => totp(secret, label, issuer).toString();

export const isTotpCode = (code: string) => new RegExp(`^\\d{${TOTP.digits}}$`).test(code);

/** The step of `code` within the allowed skew around `now`, or null when it matches none. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: TOTP.skewSteps });
  return delta === null ? null : Math.floor(now / 1000 / TOTP.periodSeconds) + delta;
}

// Crockford's base32 alphabet: no I, L, O or U to misread.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A recovery code as shown: ten characters in two groups of five (50 random bits). */
export function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((b) => ALPHABET[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A typed recovery code as stored: dashes and spaces dropped, lower case, look-alikes read as digits. */
export function normalRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase().replace(/[il]/g, '1').replace(/o/g, '0');
}

export const recoveryHash = (code: string) => createHash('sha256').update(normalRecoveryCode(code)).digest('hex');
