/**
 * Checks a submission against its form: the client as the user fills it in, and the server, with the same
 * function, before anything is stored (server/src/modules/forms/prepare-submission.ts).
 *
 * Only the fields the node may edit are checked; read-only and hidden fields, and keys the form does not have, are
 * the server's to keep or drop. Problems are keyed by path: a field's id, a table cell `form1_7.2.form1_7_1` (rows
 * from 0), and a table's own problems (required, row counts) at the table's id.
 */
import { fieldAccess, START_NODE } from './field-access';
import { checkFieldValue, countProblem, type FieldProblem } from './field-rules';
import type { RegionLookup } from './regions';
import type { FormSchema, RepeatTableField } from './schema';
import { isEmptyValue, isRecord, ownValue } from './values';

export type { FieldProblem };
export type FormProblems = Record<string, FieldProblem>;

export interface ValidateOptions {
  /** The process node submitting; the applicant's start node by default. */
  node?: string;
  /** Region names and levels; without it a region's codes are checked for shape only. */
  regions?: RegionLookup;
}

export function cellPath(tableId: string, row: number, columnId: string): string {
  return `${tableId}.${row}.${columnId}`;
}

const ROW_KEYS = { tooFew: 'formRowsTooFew', tooMany: 'formRowsTooMany' } as const;

function checkTable(table: RepeatTableField, value: unknown, regions: RegionLookup | undefined, problems: FormProblems): void {
  if (isEmptyValue(table, value)) {
    if (table.required) problems[table.id] = { key: 'formRequired' };
    return;
  }
  if (!Array.isArray(value) || !value.every(isRecord)) {
    problems[table.id] = { key: 'formInvalid' };
    return;
  }
  const rows = countProblem(value.length, { min: table.min_rows, max: table.max_rows }, ROW_KEYS);
  if (rows) problems[table.id] = rows;
  // Columns have no permissions of their own: a cell is editable wherever its table is.
  value.forEach((row, i) => {
    for (const column of table.columns) {
      const cell = checkFieldValue(column, ownValue(row, column.id), regions);
      if (cell) problems[cellPath(table.id, i, column.id)] = cell;
    }
  });
}

/** The problems of a submission (the JSON object sent, by field id); empty when it may be stored. */
export function validateSubmission(schema: FormSchema, values: unknown, options: ValidateOptions = {}): FormProblems {
  const node = options.node ?? START_NODE;
  const problems: FormProblems = {};
  for (const field of schema.fields) {
    if (fieldAccess(field, node) !== 'edit') continue;
    const value = ownValue(values, field.id);
    if (field.type === 'RepeatTable') {
      checkTable(field, value, options.regions, problems);
    } else {
      const found = checkFieldValue(field, value, options.regions);
      if (found) problems[field.id] = found;
    }
  }
  return problems;
}
