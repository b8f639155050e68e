/**
 * The second factor (spec §8: e = 2 shows a one-time TOTP prompt): enrolment of an authenticator app on the
 * "TOTP QR code" page (§2), the check of a code that opens the session's sensitive calls, and the administrator's
 * list of which calls are sensitive (README "TOTP and sensitive calls").
 */
import { Type } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Payload } from '../schemas';

/** A TOTP code (six digits) or a recovery code (ten letters and digits, dashes and spaces ignored). */
const Code = Type.String({ minLength: 6, maxLength: 24, description: 'six-digit TOTP code, or a recovery code' });

/** A call name as the call table spells it. */
const CallName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' });

export const securityCalls = defineCalls('security', {
  getTotpStatus: {
    method: 'GET',
    access: 'user',
    alwaysOpen: true,
    summary: "Whether the caller's TOTP second factor is on, and how many unused recovery codes are left.",
    payload: Payload({}),
    result: Type.Object({ enabled: Type.Boolean(), recovery_left: Type.Integer() }),
  },
  startTotpEnrol: {
    method: 'POST',
    access: 'user',
    personal: true,
    alwaysOpen: true,
    summary:
      'Starts enrolling an authenticator app: a new secret and its otpauth:// URI, for the QR code. Nothing is on until confirmTotpEnrol; once it is, the secret is never shown again.',
    payload: Payload({}),
    result: Type.Object({ secret: Type.String({ description: 'base32' }), uri: Type.String({ description: 'otpauth://totp/…' }) }),
  },
  confirmTotpEnrol: {
    method: 'POST',
    access: 'user',
    personal: true,
    alwaysOpen: true,
    summary: 'Confirms the enrolment with a current code: TOTP is on, and ten single-use recovery codes are issued, shown this once.',
    payload: Payload({ code: Code }),
    result: Type.Object({ recovery_codes: Type.Array(Type.String()) }),
  },
  verifyTotp: {
    method: 'POST',
    access: 'user',
    alwaysOpen: true,
    summary: "Gives the second factor: a TOTP code (each accepted once) or an unused recovery code. Opens the session's sensitive calls for a while.",
    payload: Payload({ code: Code }),
    result: Type.Object({ recovery_left: Type.Integer() }),
  },
  getSensitiveCalls: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:settings',
    summary: 'The calls that ask a user with TOTP on for a recent second factor (e = 2), and the calls that may be chosen.',
    payload: Payload({}),
    result: Type.Object({ calls: Type.Array(Type.String()), choices: Type.Array(Type.String()) }),
  },
  setSensitiveCalls: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:settings',
    summary: 'Sets the sensitive calls (repeat `calls` for each; none sent clears the list).',
    payload: Payload({ calls: Type.Optional(Type.Array(CallName, { maxItems: 200, default: [] })) }),
    result: Type.Object({ calls: Type.Array(Type.String()) }),
  },
});
