import { retryDelayMs } from './retry';

describe('retry delay', () => {
  it('doubles from 30 s after each failed attempt', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(1000)).toBe(3_600_000);
  });
});
