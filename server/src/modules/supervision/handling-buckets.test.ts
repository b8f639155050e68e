import { bucketOf, percentileOf, secondsOf } from './handling-buckets';

describe('handling-time buckets', () => {
  it('puts times under a minute in bucket 0 and reads any other back within 2.5%', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(59.9)).toBe(0);
    for (const seconds of [60, 61, 600, 3600, 27_000, 86_400 * 9.3, 86_400 * 300]) {
      expect(Math.abs(secondsOf(bucketOf(seconds)) - seconds) / seconds).toBeLessThanOrEqual(0.025);
    }
  });

  it('takes the nearest-rank percentile of the counts', () => {
    const counts = [
      { bucket: bucketOf(3600), n: 9 },
      { bucket: bucketOf(36_000), n: 1 },
    ];
    expect(percentileOf(counts, 0.9)).toBeCloseTo(secondsOf(bucketOf(3600)));
    expect(percentileOf([...counts, { bucket: bucketOf(36_000), n: 1 }], 0.9)).toBeCloseTo(secondsOf(bucketOf(36_000)));
    expect(percentileOf([], 0.9)).toBe(0);
  });
});
