/**
 * Controls named by a visible label, for filters and dialogs: a choice (with 全部 when it may be left open) and a
 * text box with its problem said under it. They are src/ui's select and text boxes, as the matter filters use them.
 */
import { useId, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import type { Choice } from '@/ui/choice-group/types';
import { plainId, type ControlA11y } from '@/ui/control-a11y';
import { SelectBox } from '@/ui/select-box';
import { TextBox } from '@/ui/text-box';

const ignore = () => undefined;

function Labelled({ id, label, required, children, testId }: { id: string; label: string; required?: boolean; children: ReactNode; testId?: string }) {
  return (
    <View className="ch-doc-field" data-testid={testId}>
      <Text id={`${id}-label`} className="ch-doc-field__label">
        {label}
        {required ? <Text aria-hidden="true"> *</Text> : null}
      </Text>
      {children}
    </View>
  );
}

const a11yOf = (id: string, label: string, required = false, problem = false): ControlA11y => ({
  id: `${id}-control`,
  labelledBy: `${id}-label`,
  label,
  describedBy: problem ? `${id}-problem` : undefined,
  invalid: problem,
  required,
});

interface SelectProps {
  label: string;
  choices: Choice[];
  value: string;
  onChange(value: string): void;
  /** What an unchosen value reads as: 全部 for a filter, 请选择 for a setting. */
  placeholder: string;
  /** The placeholder is a choice too (a filter left open). */
  clearable?: boolean;
  required?: boolean;
  /** The choices are records kept in one language (offices, templates): marked as user content. */
  recorded?: boolean;
  testId?: string;
}

export function LabelledSelect({ label, choices, value, onChange, placeholder, clearable = false, required, recorded, testId }: SelectProps) {
  const id = plainId(useId());
  // H5's <select> offers the placeholder as its empty option; the mini-program's picker needs an entry to clear it.
  const offered = clearable && process.env.TARO_ENV !== 'h5' ? [{ value: '', label: placeholder }, ...choices] : choices;
  return (
    <Labelled id={id} label={label} required={required} testId={testId}>
      <SelectBox a11y={a11yOf(id, label, required)} choices={offered} value={value || undefined} onChange={(v) => onChange(v ?? '')} onBlur={ignore} placeholder={placeholder} recorded={recorded} />
    </Labelled>
  );
}

interface TextProps {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  placeholder?: string;
  multiline?: boolean;
  required?: boolean;
  problem?: string | null;
  testId?: string;
}

export function LabelledText({ label, value, onChange, maxLength, placeholder, multiline, required, problem, testId }: TextProps) {
  const id = plainId(useId());
  return (
    <Labelled id={id} label={label} required={required} testId={testId}>
      <TextBox a11y={a11yOf(id, label, required, Boolean(problem))} value={value} onChange={onChange} onBlur={ignore} maxLength={maxLength} placeholder={placeholder} multiline={multiline} />
      {problem ? (
        <Text id={`${id}-problem`} className="ch-doc-field__problem" {...roleProps('alert')}>
          {problem}
        </Text>
      ) : null}
    </Labelled>
  );
}
