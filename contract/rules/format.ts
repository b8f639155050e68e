/** Display formatting shared by client and server (spec §9, §2 folder cards). */

/** Numbers of 6 or more digits are shown in units of ten-thousand (万), dropping the last 4 digits. */
export function formatCount(n: number): string {
  const whole = Math.trunc(n);
  return String(Math.abs(whole)).length >= 6 ? `${Math.trunc(whole / 10000)}万` : String(whole);
}

/** Cuts a name to `max` characters with an ellipsis (folder cards: 10 and 20; feedback types: 7). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
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
