/** The trails' date filters: campus days typed as YYYY-MM-DD, checked before the list asks (the server checks again). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters with a malformed day named, or null when every day is well formed. */
export function badDayFilter(filters: Record<string, string>, keys: readonly string[] = ['from', 'to']): string | null {
  return keys.find((k) => filters[k] !== undefined && !DAY.test(filters[k])) ?? null;
}
