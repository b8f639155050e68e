/**
 * Time slots as a grid of cells: free, full (the waitlist), the reader's own, or not offered; a cell that may be
 * picked is a button. Built on the pressable primitive, so one file serves both targets, as list-state does.
 */
import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import Pressable from '../pressable';
import type { SlotCell, SlotGridProps } from './types';
import './slot-grid.scss';

function Body({ cell }: { cell: SlotCell }) {
  return (
    <>
      <Text className="ch-slot__time">{cell.title}</Text>
      {/* Read as "10:00–11:00 3 free", not run together. */}{' '}
      <Text className="ch-slot__detail">{cell.detail}</Text>
    </>
  );
}

const SlotGrid: FC<SlotGridProps> = ({ cells, chosen, onPick, label, testId }) => (
  <View className="ch-slot-grid" {...roleProps('list')} aria-label={label} data-testid={testId}>
    {cells.map((cell) => {
      const className = `ch-slot ch-slot--${cell.tone}${cell.key === chosen ? ' ch-slot--chosen' : ''}`;
      return (
        <View key={cell.key} className="ch-slot-grid__item" {...roleProps('listitem')}>
          {cell.disabled ? (
            <View className={className} data-testid="slot">
              <Body cell={cell} />
            </View>
          ) : (
            <Pressable className={className} pressed={cell.key === chosen} onPress={() => onPick(cell.key)} testId="slot">
              <Body cell={cell} />
            </Pressable>
          )}
        </View>
      );
    })}
  </View>
);

export default SlotGrid;
