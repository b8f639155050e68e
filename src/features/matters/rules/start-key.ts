/**
 * The start key of one submit attempt (startMatter's start_key): a repeated send of the attempt (a double click, a
 * retry after a lost answer) names the same key, and the server answers the first application instead of starting a
 * second. 8–64 characters of [A-Za-z0-9_-]; unique per applicant is enough.
 */
export function newStartKey(now = Date.now(), random = Math.random): string {
  const noise = Array.from({ length: 3 }, () => Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')).join('');
  return `${now.toString(36)}-${noise}`;
}
