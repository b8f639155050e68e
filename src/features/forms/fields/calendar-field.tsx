/** Calendar: a date or a date-time, or a range of two ([start, end]), within the definition's bounds. */
import { useId, type FC } from 'react';
import { Text, View } from '@tarojs/components';
import { DateBox } from '@/ui/date-box';
import { partA11y, plainId } from '@/ui/control-a11y';
import { useFormContext } from '../form-context';
import { fieldPlaceholder } from '../labels';
import type { FieldOf, FieldProps } from './field-props';

export const CalendarField: FC<FieldProps<FieldOf<'Calendar'>>> = ({ field, value, onChange, onBlur, a11y }) => {
  const { t, lang } = useFormContext();
  const partId = plainId(useId());
  const mode = field.mode ?? 'date';
  const box = { mode, min: field.min, max: field.max, onBlur, texts: { date: t('calendar.date'), time: t('calendar.time') } };
  const placeholder = fieldPlaceholder(field, lang) ?? t('choose');

  if (!field.range) {
    return (
      <DateBox {...box} a11y={a11y} value={typeof value === 'string' ? value : ''} placeholder={placeholder} onChange={(v) => onChange(v || undefined)} />
    );
  }
  const [start = '', end = ''] = Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : '')) : [];
  const setEnd = (i: 0 | 1, v: string) => {
    const next = i === 0 ? [v, end] : [start, v];
    onChange(next.every((x) => x === '') ? undefined : next);
  };
  return (
    <View className={`ch-form-range ch-form-range--${mode}`}>
      {([0, 1] as const).map((i) => {
        const key = i === 0 ? 'start' : 'end';
        return (
          <View key={key} className="ch-form-range__end">
            <Text id={`${partId}-${key}`} className="ch-form-range__label">
              {t(`calendar.${key}`)}
            </Text>
            <DateBox
              {...box}
              a11y={partA11y(a11y, { key, labelId: `${partId}-${key}`, label: t(`calendar.${key}`) })}
              value={i === 0 ? start : end}
              placeholder={t(`calendar.${key}`)}
              onChange={(v) => setEnd(i, v)}
              // The range's problems show once its end is given.
              onBlur={i === 1 ? onBlur : () => undefined}
            />
          </View>
        );
      })}
    </View>
  );
};
