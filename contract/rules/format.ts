/** Display formatting shared by client and server (spec §9, §2 folder cards). */

/**
 * Numbers of 6 or more digits are shown in units of ten-thousand (万), dropping the last 4 digits; English readers,
 * who have no such unit, get thousands (K), dropping the last 3.
 */
export function formatCount(n: number, lang: 'zh' | 'en' = 'zh'): string {
  const whole = Math.trunc(n);
  if (String(Math.abs(whole)).length < 6) return String(whole);
  return lang === 'en' ? `${Math.trunc(whole / 1000)}K` : `${Math.trunc(whole / 10000)}万`;
}

// CJK ideographs, kana, Hangul and full-width forms take a whole character's room; Latin letters about half.
const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u;

/**
 * Cuts a name to `max` characters with an ellipsis (folder cards: 10 and 20; feedback types: 7). The limits are
 * Chinese characters; a Latin letter counts as half of one, so English names get the same room on the card.
 */
export function truncate(text: string, max: number): string {
  let room = max;
  const kept: string[] = [];
  for (const c of Array.from(text)) {
    room -= WIDE.test(c) ? 1 : 0.5;
    if (room < 0) return `${kept.join('')}…`;
    kept.push(c);
  }
  return text;
}

/**
 * Durations: under a minute, then minutes, hours or days; hours and days with one decimal, at least 0.1.
 * Returns the value and its unit so callers translate the unit.
 */
export function formatDuration(seconds: number): { value: number; unit: 'lessThanMinute' | 'minutes' | 'hours' | 'days' } {
  if (seconds < 60) return { value: 0, unit: 'lessThanMinute' };
  if (seconds < 3600) return { value: Math.floor(seconds / 60), unit: 'minutes' };
  const oneDecimal = (v: number) => Math.max(0.1, Math.round(v * 10) / 10);
  if (seconds < 86400) return { value: oneDecimal(seconds / 3600), unit: 'hours' };
  return { value: oneDecimal(seconds / 86400), unit: 'days' };
}
