/**
 * A report's time range (issue 28): two campus dates (Asia/Shanghai, UTC+8 all year), the first day and the last,
 * both included, as runReport takes them; and the presets the pages offer beside the date boxes. A term starts on
 * 20 February (spring) or 1 September (autumn): 本学期 runs from the latest such day to today. The server refuses a
 * range longer than a year (366 days), and so does the page before it asks.
 */
const CAMPUS_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
/** The longest range a report runs over (the server's limit). */
export const MAX_RANGE_DAYS = 366;
const TERM_STARTS = ['02-20', '09-01'] as const;

export const PRESETS = ['last7', 'last30', 'term'] as const;
export type Preset = (typeof PRESETS)[number];

export interface Range {
  from: string;
  to: string;
}

export function campusToday(at = Date.now()): string {
  return new Date(at + CAMPUS_OFFSET_MS).toISOString().slice(0, 10);
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The first day of the term `today` falls in (a day between terms belongs to the one before). */
export function termStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const starts = [year - 1, year].flatMap((y) => TERM_STARTS.map((md) => `${y}-${md}`));
  return starts.filter((start) => start <= today).at(-1) as string;
}

export function presetRange(preset: Preset, today: string): Range {
  if (preset === 'term') return { from: termStart(today), to: today };
  return { from: dateOf(dayNumber(today) - (preset === 'last7' ? 6 : 29)), to: today };
}

/** The preset a range is, if any (the chosen one is shown pressed). */
export function presetOf(range: Range, today: string): Preset | null {
  const same = (r: Range) => r.from === range.from && r.to === range.to;
  return PRESETS.find((p) => same(presetRange(p, today))) ?? null;
}

/** Why a range cannot run, or null: the first day after the last, or more than MAX_RANGE_DAYS days. */
export function rangeProblem(range: Range): 'order' | 'tooLong' | null {
  if (range.from > range.to) return 'order';
  return dayNumber(range.to) - dayNumber(range.from) + 1 > MAX_RANGE_DAYS ? 'tooLong' : null;
}

/** A date from the address, if it is one. */
export function dateParam(raw: string | undefined): string | undefined {
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ? raw : undefined;
}
