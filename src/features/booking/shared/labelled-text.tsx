/** Controls named by a visible label: a text box with a problem said under it (a remark, a location, a reason), and a choice of times. */
import { useId } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { plainId } from '@/ui/control-a11y';
import { SelectBox } from '@/ui/select-box';
import { TextBox } from '@/ui/text-box';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  problem?: string | null;
  required?: boolean;
  multiline?: boolean;
  maxLength: number;
}

export function LabelledText({ label, value, onChange, placeholder, problem, required = false, multiline = false, maxLength }: Props) {
  const id = plainId(useId());
  return (
    <View className="ch-bk-field">
      <Text id={`${id}-l`} className="ch-bk-field__label">
        {label}
        {required ? <Text aria-hidden="true"> *</Text> : null}
      </Text>
      <TextBox
        a11y={{ id, labelledBy: `${id}-l`, label, describedBy: problem ? `${id}-p` : undefined, invalid: Boolean(problem), required }}
        value={value}
        onChange={onChange}
        onBlur={() => undefined}
        multiline={multiline}
        maxLength={maxLength}
        placeholder={placeholder}
      />
      {problem ? (
        <Text id={`${id}-p`} className="ch-bk-field__problem" {...roleProps('alert')}>
          {problem}
        </Text>
      ) : null}
    </View>
  );
}

interface SelectProps {
  label: string;
  value: string;
  choices: string[];
  onChange(value: string): void;
  placeholder: string;
}

/** A choice among plain values (times of day) named by a visible label. */
export function LabelledSelect({ label, value, choices, onChange, placeholder }: SelectProps) {
  const id = plainId(useId());
  return (
    <View className="ch-bk-field">
      <Text id={`${id}-l`} className="ch-bk-field__label">
        {label}
      </Text>
      <SelectBox
        a11y={{ id, labelledBy: `${id}-l`, label, invalid: false, required: true }}
        choices={choices.map((c) => ({ value: c, label: c }))}
        value={value || undefined}
        onChange={(v) => onChange(v ?? '')}
        onBlur={() => undefined}
        placeholder={placeholder}
      />
    </View>
  );
}
