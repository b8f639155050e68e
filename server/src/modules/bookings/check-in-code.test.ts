import { randomBytes } from 'node:crypto';
import { readCheckInCode, signCheckInCode } from './check-in-code';

describe('check-in codes', () => {
  const key = randomBytes(32);
  const now = new Date('2026-12-01T09:00:00+08:00');
  const inFiveMinutes = new Date(now.getTime() + 5 * 60_000);

  it('reads back the booking of a code until it expires', () => {
    const code = signCheckInCode(key, 42, inFiveMinutes);
    expect(readCheckInCode(key, code, now)).toEqual({ ok: true, bookingId: 42 });
    expect(readCheckInCode(key, code, new Date(inFiveMinutes.getTime() - 1000))).toEqual({ ok: true, bookingId: 42 });
    expect(readCheckInCode(key, code, new Date(inFiveMinutes.getTime() + 1000))).toEqual({ ok: false, why: 'expired' });
  });

  it('refuses a code for another booking, a longer life, another key or no signature as invalid', () => {
    const code = signCheckInCode(key, 42, inFiveMinutes);
    const [, expiry, sign] = code.split('.');
    expect(readCheckInCode(key, `43.${expiry}.${sign}`, now)).toEqual({ ok: false, why: 'invalid' });
    expect(readCheckInCode(key, `42.${Number(expiry) + 3600}.${sign}`, now)).toEqual({ ok: false, why: 'invalid' });
    expect(readCheckInCode(randomBytes(32), code, now)).toEqual({ ok: false, why: 'invalid' });
    expect(readCheckInCode(key, `42.${expiry}`, now)).toEqual({ ok: false, why: 'invalid' });
    expect(readCheckInCode(key, 'not a code at all', now)).toEqual({ ok: false, why: 'invalid' });
  });
});
