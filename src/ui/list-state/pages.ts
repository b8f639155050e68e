/** The page links of a desktop list: the first, the last, and two either side of the current one, gaps as ellipses. */
export type PagerItem = number | 'gap';

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pagerItems(current: number, pages: number): PagerItem[] {
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? (p - sorted[i - 1] === 2 ? [p - 1, p] : ['gap' as const, p]) : [p]));
}
