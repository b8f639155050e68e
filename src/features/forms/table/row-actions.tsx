/** A row's buttons: move up, move down, delete; each named with its row for screen readers. */
import type { FC } from 'react';
import { View } from '@tarojs/components';
import Pressable from '@/ui/pressable';
import { useFormContext } from '../form-context';

interface RowActionsProps {
  row: number;
  count: number;
  canRemove: boolean;
  onMove(row: number, to: number): void;
  onRemove(row: number): void;
}

export const RowActions: FC<RowActionsProps> = ({ row, count, canRemove, onMove, onRemove }) => {
  const { t } = useFormContext();
  const n = row + 1;
  return (
    <View className="ch-form-row-actions">
      {row > 0 ? (
        <Pressable className="ch-form-row-action" label={t('table.up', { row: n })} onPress={() => onMove(row, row - 1)}>
          ↑
        </Pressable>
      ) : null}
      {row < count - 1 ? (
        <Pressable className="ch-form-row-action" label={t('table.down', { row: n })} onPress={() => onMove(row, row + 1)}>
          ↓
        </Pressable>
      ) : null}
      {canRemove ? (
        <Pressable className="ch-form-row-action ch-form-row-action--remove" label={t('table.remove', { row: n })} onPress={() => onRemove(row)}>
          ×
        </Pressable>
      ) : null}
    </View>
  );
};
