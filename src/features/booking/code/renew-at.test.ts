import { campusStamp, renewDelay } from './renew-at';

const now = Date.parse('2026-11-27T12:00:00Z');

it('reads the device time as campus time', () => {
  expect(campusStamp(now)).toBe('2026-11-27 20:00:00');
});

it('renews half a minute before the code expires, within bounds', () => {
  expect(renewDelay('2026-11-27 20:03:00', now)).toBe(150_000);
  expect(renewDelay('2026-11-27 20:00:10', now)).toBe(15_000);
  expect(renewDelay('2026-11-27 21:00:00', now)).toBe(240_000);
  expect(renewDelay('soon', now)).toBe(15_000);
});
