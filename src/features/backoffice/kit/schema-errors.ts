/**
 * A draft checked against the save call's own payload schema (the one the server validates with), so the form says
 * what is wrong beside each field before anything is sent. Only the first problem of a field is kept, in words a
 * reader understands (required, too long, out of range, not in the right format).
 */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export type Problem =
  | { key: 'required' }
  | { key: 'tooLong'; max: number }
  | { key: 'tooShort'; min: number }
  | { key: 'tooSmall'; min: number }
  | { key: 'tooLarge'; max: number }
  | { key: 'notInteger' }
  | { key: 'badFormat' };

const blank = (value: unknown) => value === undefined || value === null || value === '';

function problemOf(schema: TSchema, value: unknown): Problem {
  if (blank(value)) return { key: 'required' };
  if (typeof value === 'string') {
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return { key: 'tooLong', max: schema.maxLength };
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return { key: 'tooShort', min: schema.minLength };
  }
  if (typeof value === 'number') {
    if (schema.type === 'integer' && !Number.isInteger(value)) return { key: 'notInteger' };
    if (typeof schema.minimum === 'number' && value < schema.minimum) return { key: 'tooSmall', min: schema.minimum };
    if (typeof schema.maximum === 'number' && value > schema.maximum) return { key: 'tooLarge', max: schema.maximum };
  }
  return { key: 'badFormat' };
}

/** Field key → its first problem, for the fields the schema refuses (a blank optional field is left out first). */
export function schemaProblems(schema: TSchema, draft: Record<string, unknown>): Record<string, Problem> {
  const sent = Object.fromEntries(Object.entries(draft).filter(([, v]) => !blank(v)));
  const problems: Record<string, Problem> = {};
  for (const error of Value.Errors(schema, Value.Convert(schema, sent))) {
    const key = error.path.split('/')[1];
    if (!key || key in problems) continue;
    // A missing required field is reported on the object with the field's name in the message; its own path names it.
    problems[key] = problemOf(error.schema, error.value);
  }
  return problems;
}
