/**
 * How the supervision pages write their figures (spec §9): counts of six or more digits in 万 (K in English) and
 * durations under a minute, in minutes, hours or days with one decimal and at least 0.1 (contract/rules/format.ts);
 * and the page of a table's rows the reader is on.
 */
import { formatCount, formatDuration } from '@contract/rules/format';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function durationText(seconds: number, t: Translate): string {
  const { value, unit } = formatDuration(seconds);
  return t(`duration_${unit}`, { value });
}

/** A row's satisfaction in a table: the average stars with how many rated, or the empty mark with no rating. */
export function satisfactionText(f: { ratings: number; stars: number }, t: Translate): string {
  return f.ratings ? t('starsOf', { stars: f.stars.toFixed(1), count: f.ratings }) : t('none');
}

export const countText = (n: number, lang: 'zh' | 'en'): string => formatCount(n, lang);

/** Rows of a page of `size`, the page clamped to those that exist, and how many pages there are (at least one). */
export function pageOf<T>(rows: readonly T[], p: number, size: number): { rows: T[]; p: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const shown = Math.min(Math.max(1, p), pages);
  return { rows: rows.slice((shown - 1) * size, shown * size), p: shown, pages };
}
