/**
 * A row of days, one chosen (aria-pressed). Built on the pressable primitive, so one file serves both targets, as
 * list-state does; on a phone the row scrolls sideways.
 */
import type { FC } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import Pressable from '../pressable';
import type { DayStripProps } from './types';
import './day-strip.scss';

const DayStrip: FC<DayStripProps> = ({ days, value, onChange, label, testId }) => (
  <View className="ch-day-strip" {...roleProps('group')} aria-label={label} data-testid={testId}>
    {days.map((day) => {
      const chosen = day.value === value;
      return (
        <Pressable
          key={day.value}
          className={`ch-day-strip__day${chosen ? ' ch-day-strip__day--chosen' : ''}`}
          pressed={chosen}
          label={day.label}
          onPress={() => onChange(day.value)}
          testId={`day-${day.value}`}
        >
          <Text className="ch-day-strip__title">{day.title}</Text>
          {/* Read as "Today 27/11", not "Today27/11": the two lines are one name. */}{' '}
          <Text className="ch-day-strip__detail">{day.detail}</Text>
        </Pressable>
      );
    })}
  </View>
);

export default DayStrip;
