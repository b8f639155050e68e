/** The period the figures are for, chosen among the mission's recent periods (getFillStats.periods, newest first). */
import { useId } from 'react';
import { Text, View } from '@tarojs/components';
import type { FillPeriod } from '@contract/calls/fillins';
import { plainId } from '@/ui/control-a11y';
import { SelectBox } from '@/ui/select-box';
import { useFillinTranslation } from '../i18n';

interface Props {
  periods: FillPeriod[];
  value: number;
  onChange(period: number): void;
}

export function PeriodPicker({ periods, value, onChange }: Props) {
  const { t } = useFillinTranslation();
  const id = plainId(useId());
  const label = t('periodLabel');
  return (
    <View className="ch-fill-picker" data-testid="period-picker">
      <Text id={`${id}-label`} className="ch-fill-picker__label">
        {label}
      </Text>
      <SelectBox
        a11y={{ id: `${id}-control`, labelledBy: `${id}-label`, label, invalid: false, required: false }}
        choices={periods.map((p) => ({ value: String(p.num), label: p.label }))}
        value={String(value)}
        onChange={(v) => v && onChange(Number(v))}
        onBlur={() => undefined}
        placeholder={label}
      />
    </View>
  );
}
