import type { FC } from 'react';
import { Picker, Text, View } from '@tarojs/components';
import type { DateBoxProps } from './types';
import '../control-focus.scss';

// The mini-program's date picker, and its time picker beside it for a date-time. A date-time is complete (and its
// problems show) once both are chosen; the time waits for the date.
export const DateBox: FC<DateBoxProps> = ({ a11y, mode, value, onChange, onBlur, min, max, placeholder, texts }) => {
  const [date = '', time = ''] = value.split(' ');
  const box = (text: string, name: string, empty: boolean) => (
    <View
      className={`ch-form-input ch-form-date${empty ? ' ch-form-date--empty' : ''}`}
      aria-role="button"
      aria-label={`${a11y.label} ${name} ${text}`}
      aria-describedby={a11y.describedBy}
      aria-invalid={a11y.invalid || undefined}
      aria-required={a11y.required || undefined}
    >
      <Text>{text}</Text>
    </View>
  );
  const datePicker = (
    <Picker
      mode="date"
      value={date}
      start={min?.slice(0, 10)}
      end={max?.slice(0, 10)}
      onChange={(e) => {
        const chosen = String(e.detail.value);
        onChange(mode === 'date' ? chosen : [chosen, time].filter(Boolean).join(' '));
        if (mode === 'date' || time) onBlur();
      }}
    >
      {box(date || placeholder, texts.date, !date)}
    </Picker>
  );
  if (mode === 'date') return <View id={a11y.id}>{datePicker}</View>;
  return (
    <View id={a11y.id} className="ch-form-datetime">
      {datePicker}
      <Picker
        mode="time"
        value={time || '09:00'}
        disabled={!date}
        onChange={(e) => {
          onChange(`${date} ${String(e.detail.value)}`);
          onBlur();
        }}
      >
        {box(time || texts.time, texts.time, !time)}
      </Picker>
    </View>
  );
};
