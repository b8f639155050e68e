import type { FormValues, RepeatTableField } from '@contract/forms';
import type { ControlA11y } from '@/ui/control-a11y';
import type { FieldErrors, FocusRegistry } from '../types';

/** The rows of a RepeatTable: a table on a desktop, a card per row on a phone. */
export interface TableRowsProps {
  field: RepeatTableField;
  rows: FormValues[];
  /** A stable key per row, so a row's own state (an upload going on) stays with it when rows move. */
  keys: number[];
  readOnly: boolean;
  errors: FieldErrors;
  focus?: FocusRegistry;
  /** The table's name, from its field. */
  a11y: ControlA11y;
  onCell(row: number, columnId: string, value: unknown): void;
  onBlur(path: string): void;
  onRemove(row: number): void;
  onMove(row: number, to: number): void;
  /** Rows may be removed (more than the minimum). */
  canRemove: boolean;
}
