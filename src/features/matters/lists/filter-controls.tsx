/**
 * The controls of the list filters, on both targets: a choice and a date. They are the form renderer's own select and
 * date boxes (a native <select> and date input on H5, Taro's pickers in the mini-program), named by a visible label.
 */
import { useId, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { DateBox } from '@/ui/date-box';
import { SelectBox } from '@/ui/select-box';
import { plainId, type ControlA11y } from '@/ui/control-a11y';

export interface FilterChoice {
  value: string;
  label: string;
}

function a11yFor(id: string, label: string): ControlA11y {
  return { id: `${id}-control`, labelledBy: `${id}-label`, label, invalid: false, required: false };
}

function Labelled({ id, label, children, testId }: { id: string; label: string; children: ReactNode; testId?: string }) {
  return (
    <View className="ch-filter" data-testid={testId}>
      <Text id={`${id}-label`} className="ch-filter__label">
        {label}
      </Text>
      {children}
    </View>
  );
}

interface SelectProps {
  label: string;
  /** The choice meaning "no filter" (全部), shown when nothing is chosen. */
  anyLabel: string;
  choices: FilterChoice[];
  value: string;
  onChange(value: string): void;
  testId?: string;
}

export function FilterSelect({ label, anyLabel, choices, value, onChange, testId }: SelectProps) {
  const id = plainId(useId());
  // H5's <select> offers the placeholder as its empty option; the mini-program's picker needs an entry to clear it.
  const offered = process.env.TARO_ENV === 'h5' ? choices : [{ value: '', label: anyLabel }, ...choices];
  return (
    <Labelled id={id} label={label} testId={testId}>
      <SelectBox
        a11y={a11yFor(id, label)}
        choices={offered}
        value={value || undefined}
        onChange={(v) => onChange(v ?? '')}
        onBlur={() => undefined}
        placeholder={anyLabel}
      />
    </Labelled>
  );
}

interface DateProps {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder: string;
}

export function FilterDate({ label, value, onChange, placeholder }: DateProps) {
  const id = plainId(useId());
  return (
    <Labelled id={id} label={label}>
      <DateBox a11y={a11yFor(id, label)} mode="date" value={value} onChange={onChange} onBlur={() => undefined} placeholder={placeholder} texts={{ date: label, time: '' }} />
    </Labelled>
  );
}
