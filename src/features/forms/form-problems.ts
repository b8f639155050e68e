/**
 * Which of the validator's problems the user sees, and the order the form reads in (for "the first problem"). Pure:
 * the hook keeps the state, this decides.
 */
import { cellPath, fieldAccess, type FormProblems, type FormSchema } from '@contract/forms';

/**
 * Every path a problem can have, in reading order: each field the node edits, a table's own path before its cells,
 * cells row by row (contract/forms/validate.ts names them).
 */
export function pathsInOrder(schema: FormSchema, values: Record<string, unknown>, node: string): string[] {
  const paths: string[] = [];
  for (const field of schema.fields) {
    if (fieldAccess(field, node) !== 'edit') continue;
    paths.push(field.id);
    if (field.type !== 'RepeatTable') continue;
    const rows = values[field.id];
    const count = Array.isArray(rows) ? rows.length : 0;
    for (let row = 0; row < count; row += 1) for (const column of field.columns) paths.push(cellPath(field.id, row, column.id));
  }
  return paths;
}

/** The problems on screen: all of them once the user has tried to submit, else those of the controls they have left. */
export function shownProblems(problems: FormProblems, touched: ReadonlySet<string>, all: boolean): FormProblems {
  if (all) return problems;
  const shown: FormProblems = {};
  for (const [path, problem] of Object.entries(problems)) if (touched.has(path)) shown[path] = problem;
  return shown;
}

export function firstProblemPath(problems: FormProblems, order: readonly string[]): string | undefined {
  return order.find((path) => problems[path] !== undefined);
}

/**
 * Touched paths after a table's rows moved: a cell's mark follows its row, and a removed row's marks go with it.
 * `moved[i]` is the old index of the row now at i.
 */
export function touchedAfterRowsMoved(touched: ReadonlySet<string>, tableId: string, moved: readonly number[]): Set<string> {
  const prefix = `${tableId}.`;
  const next = new Set<string>();
  for (const path of touched) if (!path.startsWith(prefix)) next.add(path);
  moved.forEach((from, to) => {
    for (const path of touched) {
      if (!path.startsWith(`${prefix}${from}.`)) continue;
      next.add(`${prefix}${to}.${path.slice(`${prefix}${from}.`.length)}`);
    }
  });
  next.add(tableId);
  return next;
}
