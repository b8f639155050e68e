import { clockParts, msUntil, remainingMs } from './countdown';

it('counts from the server’s time, not the device’s', () => {
  expect(msUntil('2026-11-27 19:59:50', '2026-11-27 20:00:00')).toBe(10_000);
  // Read at device time 1000, now 4000: three seconds have passed since the server's time was read.
  expect(remainingMs('2026-11-27 19:59:50', '2026-11-27 20:00:00', 1000, 4000)).toBe(7000);
  expect(remainingMs('2026-11-27 19:59:50', '2026-11-27 20:00:00', 1000, 60_000)).toBe(0);
});

it('shows the wait as days and a clock', () => {
  expect(clockParts(7000)).toEqual({ days: 0, clock: '00:00:07' });
  expect(clockParts(90_061_000)).toEqual({ days: 1, clock: '01:01:01' });
  expect(clockParts(400)).toEqual({ days: 0, clock: '00:00:01' });
});
