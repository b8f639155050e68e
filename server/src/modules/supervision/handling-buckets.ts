/**
 * Handling times kept as counts per bucket, so a period's 90th percentile is read from a few hundred counts instead
 * of every application's time. Bucket 0 holds times under a minute; bucket b ≥ 1 holds [60·1.05^(b−1), 60·1.05^b)
 * seconds, so a percentile read back (the bucket's geometric middle) is within 2.5% of the true one, finer than
 * the one decimal the pages show (spec §9 durations).
 */
const FIRST = 60;
const RATIO = 1.05;

export function bucketOf(seconds: number): number {
  if (!(seconds >= FIRST)) return 0;
  return Math.floor(Math.log(seconds / FIRST) / Math.log(RATIO)) + 1;
}

/** The seconds a bucket stands for: the middle of its range (30 s for times under a minute). */
export function secondsOf(bucket: number): number {
  if (bucket <= 0) return FIRST / 2;
  return FIRST * RATIO ** (bucket - 1) * Math.sqrt(RATIO);
}

/** The `share` (0.9 for the 90th) percentile of counts by bucket; 0 when nothing was counted. */
export function percentileOf(counts: readonly { bucket: number; n: number }[], share: number): number {
  const sorted = [...counts].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, c) => sum + c.n, 0);
  if (total === 0) return 0;
  const rank = Math.ceil(share * total);
  let seen = 0;
  for (const c of sorted) {
    seen += c.n;
    if (seen >= rank) return secondsOf(c.bucket);
  }
  return secondsOf(sorted[sorted.length - 1].bucket);
}
