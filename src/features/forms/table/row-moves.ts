/**
 * Rows of a RepeatTable removed or moved: the rows after, and where each came from (`moved[i]` is the old index of
 * the row now at i), so what follows a row (its keys, its touched marks) can follow it.
 */
export interface RowsMoved<T> {
  rows: T[];
  moved: number[];
}

const indexes = (n: number) => Array.from({ length: n }, (_, i) => i);

export function removeRow<T>(rows: readonly T[], at: number): RowsMoved<T> {
  const moved = indexes(rows.length).filter((i) => i !== at);
  return { rows: moved.map((i) => rows[i]), moved };
}

export function moveRow<T>(rows: readonly T[], from: number, to: number): RowsMoved<T> {
  const moved = indexes(rows.length);
  if (to < 0 || to >= rows.length) return { rows: [...rows], moved };
  moved.splice(to, 0, ...moved.splice(from, 1));
  return { rows: moved.map((i) => rows[i]), moved };
}
