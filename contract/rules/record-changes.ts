/**
 * What a back-office change changed (the audit log's before/after view and its export): the fields of the record as
 * it was and as it is now, each once, in the record's own order, and which of them differ.
 */

export type Snapshot = Record<string, unknown> | null;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** The values differ, or the field is only on one side. */
  changed: boolean;
}

/** One JSON spelling of a value, with object keys sorted, so two equal records compare equal however they were built. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Every field of either side, the record's order first (before's, then those only after has). */
export function fieldChanges(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = before && field in before ? before[field] : undefined;
    const is = after && field in after ? after[field] : undefined;
    return { field, before: was, after: is, changed: canonical(was) !== canonical(is) };
  });
}

/** The names of the fields that changed. */
export const changedFields = (before: Snapshot, after: Snapshot): string[] => fieldChanges(before, after).filter((f) => f.changed).map((f) => f.field);

/** A value as one line of the view or the export: text as itself, anything else as JSON, a missing value as ''. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
