/** A RepeatTable on a phone: a card per row, each cell a field of its own with its label and problem. */
import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import { cellPath, ownValue } from '@contract/forms';
import { roleProps } from '@/platform/a11y-role';
import { FieldControl, isGroupControl } from '../fields/field-control';
import { FieldFrame } from '../frame/field-frame';
import { useFormContext } from '../form-context';
import { fieldHelp, fieldLabel } from '../labels';
import { ReadValue } from '../read/read-value';
import { problemText } from '../use-forms-texts';
import type { TableRowsProps } from './repeat-table.types';
import { RowActions } from './row-actions';

export const TableCards: FC<TableRowsProps> = ({ field, rows, keys, readOnly, errors, focus, onCell, onBlur, onRemove, onMove, canRemove }) => {
  const { t, lang, layout } = useFormContext();
  return (
    <View className="ch-form-cards">
      {rows.map((row, i) => (
        <View key={keys[i]} className="ch-form-card" {...roleProps('group')} aria-label={t('table.row', { row: i + 1 })}>
          <View className="ch-form-card__head">
            <Text className="ch-form-card__title" aria-hidden>{t('table.row', { row: i + 1 })}</Text>
            {readOnly ? null : <RowActions row={i} count={rows.length} canRemove={canRemove} onMove={onMove} onRemove={onRemove} />}
          </View>
          {field.columns.map((column) => {
            const path = cellPath(field.id, i, column.id);
            const problem = errors[path];
            const value = ownValue(row, column.id);
            return (
              <FieldFrame
                key={column.id}
                path={path}
                label={fieldLabel(column, lang)}
                required={column.required === true}
                help={fieldHelp(column, lang)}
                error={problem ? problemText(problem, lang) : undefined}
                group={isGroupControl(column)}
                readOnly={readOnly}
                layout={layout}
                focus={focus}
                texts={{ required: t('required') }}
              >
                {(a11y) =>
                  readOnly ? (
                    <ReadValue field={column} value={value} />
                  ) : (
                    <FieldControl field={column} value={value} a11y={a11y} onChange={(v) => onCell(i, column.id, v)} onBlur={() => onBlur(path)} />
                  )
                }
              </FieldFrame>
            );
          })}
        </View>
      ))}
    </View>
  );
};
