/**
 * Reading a submission's JSON values: shape guards, emptiness and number parsing. The validator, the server's
 * normaliser and templates all read values through these, so they agree on what a value is.
 */
import { richTextToPlain } from './rich-text';
import type { FileRef, FormField, PersonRef, RegionValue } from './schema';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property of a JSON object, never one inherited from Object.prototype. */
export function ownValue(record: unknown, key: string): unknown {
  return isRecord(record) && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

export function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/**
 * Nothing entered: undefined, null, a blank string, an empty list; also a RichText with no text, a region with no
 * codes and no address, a date range of two blanks (what cleared inputs send).
 */
export function isEmptyValue(field: FormField, value: unknown): boolean {
  if (value === undefined || value === null || isBlank(value)) return true;
  if (Array.isArray(value)) return value.length === 0 || (field.type === 'Calendar' && field.range === true && value.every(isBlank));
  if (field.type === 'RichText' && typeof value === 'string') return richTextToPlain(value) === '';
  if (field.type === 'CountryV2' && isRecord(value)) {
    const detail = ownValue(value, 'detail');
    return Array.isArray(value.codes) && value.codes.length === 0 && (detail === undefined || isBlank(detail));
  }
  return false;
}

// The bounds of schema.ts's PersonRef, FileRef and RegionValue.
export function isPersonRef(value: unknown): value is PersonRef {
  const uid = ownValue(value, 'uid');
  const name = ownValue(value, 'name');
  return typeof uid === 'string' && uid.length >= 1 && uid.length <= 64 && typeof name === 'string' && name.length <= 100;
}

export function isFileRef(value: unknown): value is FileRef {
  const id = ownValue(value, 'id');
  const name = ownValue(value, 'name');
  const size = ownValue(value, 'size');
  return (
    typeof id === 'string' && id.length >= 1 && id.length <= 64 &&
    typeof name === 'string' && name.length >= 1 && name.length <= 255 &&
    typeof size === 'number' && Number.isSafeInteger(size) && size >= 0
  );
}

/** A region's shape, allowing no codes yet (that is an incomplete choice, not a malformed one). */
export function isRegionShape(value: unknown): value is RegionValue {
  const codes = ownValue(value, 'codes');
  const detail = ownValue(value, 'detail');
  return (
    Array.isArray(codes) && codes.length <= 3 &&
    codes.every((code) => typeof code === 'string' && /^[0-9]{6}$/.test(code)) &&
    (detail === undefined || typeof detail === 'string')
  );
}

/** A whole number as JSON sends it: a safe integer, or a string of one ("12", "-3"). */
export function parseInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*-?[0-9]+\s*$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** Decimal places a number needs; 1.5e-7 needs 8. */
function placesOf(n: number): number {
  const [mantissa, exponent = '0'] = String(Math.abs(n)).split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

/** A decimal as JSON sends it: a finite number or a decimal string ("1.50" has 1 place: trailing zeros are free). */
export function parseDecimal(value: unknown): { value: number; places: number } | null {
  if (typeof value === 'number') return Number.isFinite(value) ? { value, places: placesOf(value) } : null;
  const match = typeof value === 'string' ? /^\s*-?[0-9]+(?:\.([0-9]+))?\s*$/.exec(value) : null;
  if (!match) return null;
  const n = Number(value);
  return Number.isFinite(n) ? { value: n, places: (match[1] ?? '').replace(/0+$/, '').length } : null;
}
