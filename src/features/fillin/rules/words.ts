/**
 * Figures and times as the fill-in pages write them: a rate with one decimal (92.3%, 100%), a share of answers, and
 * campus stamps (YYYY-MM-DD HH:mm:ss) to the minute, without the year when it is this one.
 */
import { isRecord, type FormSchema, type FormValues } from '@contract/forms';

/** 0.923 → 92.3%; whole numbers lose the decimal (100%, 0%). */
export function rateText(rate: number): string {
  const tenths = Math.round(Math.min(1, Math.max(0, rate)) * 1000);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`;
}

/** `part` of `whole` as a rate (0 when there is nothing to share). */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** '2026-11-27 18:00:00' → '11-27 18:00' in `year`, else '2025-12-31 18:00'; '' stays ''. */
export function stampText(stamp: string, year: string): string {
  if (stamp.length < 16) return stamp;
  return stamp.startsWith(`${year}-`) ? stamp.slice(5, 16) : stamp.slice(0, 16);
}

/** A sum or average as a reader takes it in: at most two decimals, no trailing zeros. */
export function figureText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Form values sent as JSON (a submission's, 免填's last values); null when there are none or they do not parse. */
export function parseValues(json: string): FormValues | null {
  if (!json) return null;
  try {
    const values: unknown = JSON.parse(json);
    return isRecord(values) ? values : null;
  } catch {
    return null;
  }
}

/**
 * The key of one submission attempt (submitFillin's request_key): kept while that attempt is retried, so a request
 * sent again after a lost answer never submits twice; a new attempt (changed values) gets a new key.
 */
export function newRequestKey(now = Date.now(), random = Math.random): string {
  return `fill-${now.toString(36)}-${Math.floor(random() * 36 ** 8).toString(36)}`;
}

/** 免填: a new fill-in's values with the last one's over them, kept to the fields the form has now. */
export function reusedValues(schema: FormSchema, fresh: FormValues, last: FormValues): FormValues {
  const ids = new Set(schema.fields.map((f) => f.id));
  return { ...fresh, ...Object.fromEntries(Object.entries(last).filter(([id]) => ids.has(id))) };
}
