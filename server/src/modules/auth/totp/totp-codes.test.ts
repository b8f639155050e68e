import { TOTP as Totp, Secret } from 'otpauth';
import { TOTP } from '../../../../../contract/constants';
import { enrolmentUri, matchingStep, newRecoveryCode, newSecret, normalRecoveryCode, recoveryHash } from './totp-codes';

const codeAt = (secret: string, ms: number) => new Totp({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

describe('TOTP codes', () => {
  const secret = newSecret();
  const now = Date.UTC(2026, 10, 26, 8, 0, 15);
  const step = Math.floor(now / 1000 / TOTP.periodSeconds);

  it('gives the step of a current code, and of one a step early or late (clock skew)', () => {
    expect(matchingStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(matchingStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses a code two steps away, and a code of another secret', () => {
    expect(matchingStep(secret, codeAt(secret, now - 60_000), now)).toBeNull();
    expect(matchingStep(secret, codeAt(newSecret(), now), now)).toBeNull();
  });

  it('writes an otpauth URI with the issuer, label and secret', () => {
    const uri = new URL(enrolmentUri(secret, '2023010101', '网上办事大厅'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('网上办事大厅');
    expect(decodeURIComponent(uri.pathname)).toContain('2023010101');
  });
});

describe('recovery codes', () => {
  it('are ten characters in two groups, each new', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    expect(codes.every((c) => /^[0-9a-z]{5}-[0-9a-z]{5}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(50);
  });

  it('match however they are typed: case, spaces, dashes, look-alike letters', () => {
    expect(normalRecoveryCode(' AB1C0-DEFGH ')).toBe('ab1c0defgh');
    expect(recoveryHash('abIcO defgh')).toBe(recoveryHash('ab1c0-defgh'));
  });
});
