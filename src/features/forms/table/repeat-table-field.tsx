/**
 * RepeatTable: rows of sub-fields, added, removed and reordered within the definition's row bounds. A row starts
 * with its columns' defaults (contract/forms newRow). Cells are checked by the same validator at their own paths.
 */
import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import { isRecord, newRow, type FormValues, type RepeatTableField } from '@contract/forms';
import Button from '@/ui/button';
import { FieldFrame } from '../frame/field-frame';
import { useFormContext } from '../form-context';
import { fieldHelp, fieldLabel } from '../labels';
import type { FieldErrors, FocusRegistry } from '../types';
import { problemText } from '../use-forms-texts';
import { moveRow, removeRow } from './row-moves';
import { TableRows } from './table-rows';
import { useRowKeys } from './use-row-keys';

interface RepeatTableFieldProps {
  field: RepeatTableField;
  value: unknown;
  readOnly: boolean;
  prefilled?: string;
  errors: FieldErrors;
  focus?: FocusRegistry;
  /** The table's rows after a change (undefined: none). */
  onChange(update: (rows: FormValues[]) => FormValues[] | undefined): void;
  onBlur(path: string): void;
  onRowsMoved?(tableId: string, moved: number[]): void;
}

const rowsOf = (value: unknown): FormValues[] => (Array.isArray(value) ? value.filter(isRecord) : []);

export const RepeatTableView: FC<RepeatTableFieldProps> = ({ field, value, readOnly, prefilled, errors, focus, onChange, onBlur, onRowsMoved }) => {
  const { t, lang, layout } = useFormContext();
  const rows = rowsOf(value);
  const keys = useRowKeys(rows.length);
  const min = field.min_rows ?? 0;
  const canAdd = field.max_rows === undefined || rows.length < field.max_rows;
  const problem = errors[field.id];

  const rearrange = (change: (rows: FormValues[]) => { rows: FormValues[]; moved: number[] }) => {
    const { moved } = change(rows);
    keys.moved(moved);
    onChange((current) => {
      const next = change(current).rows;
      return next.length ? next : undefined;
    });
    onRowsMoved?.(field.id, moved);
  };
  const limits =
    field.max_rows !== undefined && min > 0
      ? t('table.limits', { min, max: field.max_rows })
      : field.max_rows !== undefined
        ? t('table.atMost', { max: field.max_rows })
        : min > 0
          ? t('table.atLeast', { min })
          : '';

  return (
    <FieldFrame
      path={field.id}
      label={fieldLabel(field, lang)}
      required={field.required === true}
      help={fieldHelp(field, lang)}
      prefilled={prefilled}
      error={problem ? problemText(problem, lang) : undefined}
      group
      wide
      readOnly={readOnly}
      layout={layout}
      focus={focus}
      texts={{ required: t('required') }}
    >
      {(a11y) => (
        <View className="ch-form-table">
          {rows.length === 0 && !readOnly ? <Text className="ch-form-table__empty">{t('table.empty')}</Text> : null}
          {rows.length ? (
            <TableRows
              field={field}
              rows={rows}
              keys={keys.keys}
              readOnly={readOnly}
              errors={errors}
              focus={focus}
              a11y={a11y}
              canRemove={rows.length > min}
              onCell={(row, columnId, cell) =>
                onChange((current) =>
                  current.map((r, i) => {
                    if (i !== row) return r;
                    const next = { ...r };
                    const v = typeof cell === 'function' ? (cell as (c: unknown) => unknown)(r[columnId]) : cell;
                    if (v === undefined) delete next[columnId];
                    else next[columnId] = v;
                    return next;
                  }),
                )
              }
              onBlur={onBlur}
              onRemove={(row) => rearrange((r) => removeRow(r, row))}
              onMove={(row, to) => rearrange((r) => moveRow(r, row, to))}
            />
          ) : null}
          {readOnly ? null : (
            <View className="ch-form-table__foot">
              <Button
                size="small"
                disabled={!canAdd}
                onClick={() => {
                  keys.added();
                  onChange((current) => [...current, newRow(field.columns)]);
                  onBlur(field.id);
                }}
              >
                {`+ ${t('table.add')}`}
              </Button>
              <Text className="ch-form-table__count">{[t('table.rows', { count: rows.length }), limits].filter(Boolean).join(' · ')}</Text>
            </View>
          )}
        </View>
      )}
    </FieldFrame>
  );
};
