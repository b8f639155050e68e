/**
 * A field whose options are picked in a sheet with a search box: the searchable select (SelectV2) and the people
 * picker (User). The field shows what is chosen (chips, each removable, when several may be); the sheet lists the
 * options matching the search, checked as chosen, and changes apply as they are made.
 */
import { useState, type FC } from 'react';
import { Text, View } from '@tarojs/components';
import Field from '@/ui/field';
import Pressable from '@/ui/pressable';
import type { Choice } from '@/ui/choice-group/types';
import { PickerButton } from '@/ui/picker-button';
import type { ControlA11y } from '@/ui/control-a11y';
import { useFormContext } from '../form-context';
import { ChoiceSheet } from './choice-sheet';

export interface PickerSheetProps {
  a11y: ControlA11y;
  multiple: boolean;
  /** What is chosen, as the field shows it. */
  chosen: Choice[];
  onChange(values: string[]): void;
  onBlur(): void;
  placeholder: string;
  /** The options for the current search, and how to search. */
  choices: Choice[];
  keyword: string;
  onKeyword(keyword: string): void;
  searchLabel: string;
  /** A line above the options: searching, nothing found. */
  status?: string;
}

export const PickerSheet: FC<PickerSheetProps> = (props) => {
  const { a11y, multiple, chosen, onChange, onBlur, placeholder, choices, keyword, onKeyword, searchLabel, status } = props;
  const { t } = useFormContext();
  const [open, setOpen] = useState(false);
  const values = chosen.map((c) => c.value);
  const close = () => {
    setOpen(false);
    onBlur();
  };
  const text = multiple ? (chosen.length ? t('chosen', { count: chosen.length }) : placeholder) : (chosen[0]?.label ?? placeholder);

  return (
    <View className="ch-form-sheet-field">
      {multiple && chosen.length ? (
        <View className="ch-form-chips">
          {chosen.map((c) => (
            <View key={c.value} className="ch-form-chip">
              <Text className="ch-form-chip__text">{c.label}</Text>
              <Pressable className="ch-form-chip__remove" label={t('remove', { name: c.label })} onPress={() => onChange(values.filter((v) => v !== c.value))}>
                ×
              </Pressable>
            </View>
          ))}
        </View>
      ) : null}
      <PickerButton a11y={a11y} text={text} empty={chosen.length === 0} expanded={open} onPress={() => setOpen(true)} />
      <ChoiceSheet
        open={open}
        title={a11y.label}
        onClose={close}
        status={status}
        choices={choices}
        multiple={multiple}
        chosen={values}
        onChange={onChange}
        onConfirm={close}
      >
        <Field label={searchLabel} hideLabel type="search" value={keyword} onChange={onKeyword} placeholder={searchLabel} />
      </ChoiceSheet>
    </View>
  );
};
