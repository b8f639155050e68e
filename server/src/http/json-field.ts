/** A JSON text sent in a form-encoded field, parsed; a malformed one is refused naming the field. */
import { DomainError } from '../domain/errors';

export function jsonField(text: string, field: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DomainError('input.badJson', { field });
  }
}

/** Approvers chosen per node: {"node": ["uid", …]}; anything else is refused. */
export function chosenField(text: string | undefined, field: string): Record<string, string[]> | undefined {
  if (text === undefined) return undefined;
  const value = jsonField(text, field);
  const valid =
    value !== null && typeof value === 'object' && !Array.isArray(value) &&
    Object.values(value).every((uids) => Array.isArray(uids) && uids.length <= 50 && uids.every((u) => typeof u === 'string' && u.length > 0 && u.length <= 64));
  if (!valid) throw new DomainError('input.badJson', { field });
  return value as Record<string, string[]>;
}
