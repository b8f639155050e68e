/**
 * A RepeatTable on a desktop: a real table, a column per sub-field and a row per entry. Each cell's control is named
 * by its column header and its row header, and described by its problem.
 */
import { useId, type FC } from 'react';
import { cellPath, ownValue, type SimpleField } from '@contract/forms';
import { FieldControl } from '../fields/field-control';
import { useFocusTarget } from '../frame/focus-target';
import { plainId } from '@/ui/control-a11y';
import { useFormContext } from '../form-context';
import { fieldHelp, fieldLabel } from '../labels';
import { ReadValue } from '../read/read-value';
import { problemText } from '../use-forms-texts';
import type { TableRowsProps } from './repeat-table.types';
import { RowActions } from './row-actions';

interface CellProps {
  column: SimpleField;
  path: string;
  value: unknown;
  ids: { cell: string; column: string; row: string; help?: string };
  label: string;
  props: TableRowsProps;
  onChange(value: unknown): void;
}

const Cell: FC<CellProps> = ({ column, path, value, ids, label, props, onChange }) => {
  const { lang } = useFormContext();
  const problem = props.errors[path];
  const area = useFocusTarget<HTMLTableCellElement>(path, props.focus, !props.readOnly);
  return (
    <td ref={area} className={`ch-form-grid__cell${problem ? ' ch-form-grid__cell--error' : ''}`}>
      {props.readOnly ? (
        <ReadValue field={column} value={value} />
      ) : (
        <FieldControl
          field={column}
          value={value}
          onChange={onChange}
          onBlur={() => props.onBlur(path)}
          a11y={{
            id: ids.cell,
            labelledBy: `${ids.column} ${ids.row}`,
            label,
            describedBy: [ids.help, problem ? `${ids.cell}-error` : ''].filter(Boolean).join(' ') || undefined,
            invalid: Boolean(problem),
            required: column.required === true,
          }}
        />
      )}
      {problem ? (
        <div id={`${ids.cell}-error`} className="ch-form-field__error" aria-live="polite">
          {problemText(problem, lang)}
        </div>
      ) : null}
    </td>
  );
};

export const TableGrid: FC<TableRowsProps> = (props) => {
  const { field, rows, keys, readOnly, a11y, onCell, onMove, onRemove, canRemove } = props;
  const { t, lang } = useFormContext();
  const base = plainId(useId());
  return (
    <div className="ch-form-grid">
      <table className="ch-form-grid__table" aria-labelledby={a11y.labelledBy} aria-describedby={a11y.describedBy}>
        <thead>
          <tr>
            <th scope="col" className="ch-form-grid__index">
              #
            </th>
            {field.columns.map((column) => (
              <th key={column.id} scope="col">
                <span id={`${base}-${column.id}`}>{fieldLabel(column, lang)}</span>
                {column.required && !readOnly ? (
                  <span className="ch-form-field__required" aria-hidden="true">
                    *
                  </span>
                ) : null}
                {fieldHelp(column, lang) && !readOnly ? (
                  <span id={`${base}-${column.id}-help`} className="ch-form-grid__help">
                    {fieldHelp(column, lang)}
                  </span>
                ) : null}
              </th>
            ))}
            {readOnly ? null : (
              <th scope="col" className="ch-form-grid__actions">
                {t('table.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={keys[i]}>
              <th scope="row" className="ch-form-grid__index">
                <span id={`${base}-r${keys[i]}`} className="ch-visually-hidden">
                  {t('table.row', { row: i + 1 })}
                </span>
                <span aria-hidden="true">{i + 1}</span>
              </th>
              {field.columns.map((column) => (
                <Cell
                  key={column.id}
                  column={column}
                  path={cellPath(field.id, i, column.id)}
                  value={ownValue(row, column.id)}
                  ids={{
                    cell: `${base}-${keys[i]}-${column.id}`,
                    column: `${base}-${column.id}`,
                    row: `${base}-r${keys[i]}`,
                    help: column.help ? `${base}-${column.id}-help` : undefined,
                  }}
                  label={`${fieldLabel(column, lang)} ${t('table.row', { row: i + 1 })}`}
                  props={props}
                  onChange={(v) => onCell(i, column.id, v)}
                />
              ))}
              {readOnly ? null : (
                <td className="ch-form-grid__actions">
                  <RowActions row={i} count={rows.length} canRemove={canRemove} onMove={onMove} onRemove={onRemove} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
