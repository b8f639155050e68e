import { DomainError } from '../../domain/errors';
import { memoryAttemptCounter } from '../../limits/attempt-counter';
import { loginGuard } from './login-guard';

const limits = { perAccountPerMinute: 3, perAddressPerMinute: 5, concurrentHashes: 2, queuedHashes: 1 };

describe('login guard', () => {
  it('refuses the attempt after the limit, until the window passes', async () => {
    let now = 0;
    const guard = loginGuard(memoryAttemptCounter(() => now), limits);
    for (let i = 0; i < 3; i++) await guard.admitAccount('uid:guest');
    await expect(guard.admitAccount('uid:guest')).rejects.toMatchObject({ code: 'auth.tooManyAttempts', details: { seconds: 60 } });
    now = 59_000;
    await expect(guard.admitAccount('uid:guest')).rejects.toMatchObject({ details: { seconds: 1 } });
    now = 60_000;
    await expect(guard.admitAccount('uid:guest')).resolves.toBeUndefined();
  });

  it('keeps account and address budgets apart', async () => {
    const guard = loginGuard(memoryAttemptCounter(), limits);
    for (let i = 0; i < 3; i++) await guard.admitAccount('uid:a');
    await expect(guard.admitAddress('10.0.0.1')).resolves.toBeUndefined();
  });

  it('runs at most the cap of password hashes at once and turns away what cannot wait', async () => {
    const guard = loginGuard(memoryAttemptCounter(), limits);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const hash = () =>
      guard.hashing(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return true;
      });
    const started = [hash(), hash(), hash()];
    await expect(hash()).rejects.toBeInstanceOf(DomainError);
    await new Promise((r) => setImmediate(r));
    expect(running).toBe(2);
    while (releases.length) {
      releases.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    await expect(Promise.all(started)).resolves.toEqual([true, true, true]);
    expect(peak).toBe(2);
  });
});
