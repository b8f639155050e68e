/** Radio, Checkbox and Select: the options of the definition, in its order. */
import type { FC } from 'react';
import { ChoiceGroup } from '@/ui/choice-group';
import { SelectBox } from '@/ui/select-box';
import type { Choice } from '@/ui/choice-group/types';
import { useFormContext } from '../form-context';
import { fieldPlaceholder, optionLabel } from '../labels';
import type { Lang } from '../use-forms-texts';
import { listOf, type FieldOf, type FieldProps } from './field-props';

export function choicesOf(field: { options: FieldOf<'Radio'>['options'] }, lang: Lang): Choice[] {
  return field.options.map((o) => ({ value: o.value, label: optionLabel(o, lang) }));
}

export const RadioField: FC<FieldProps<FieldOf<'Radio'>>> = ({ field, value, onChange, onBlur, a11y }) => {
  const { lang } = useFormContext();
  return (
    <ChoiceGroup
      a11y={a11y}
      choices={choicesOf(field, lang)}
      multiple={false}
      chosen={typeof value === 'string' ? [value] : []}
      onChange={([chosen]) => onChange(chosen)}
      onBlur={onBlur}
    />
  );
};

export const CheckboxField: FC<FieldProps<FieldOf<'Checkbox'>>> = ({ field, value, onChange, onBlur, a11y }) => {
  const { lang } = useFormContext();
  return (
    <ChoiceGroup
      a11y={a11y}
      choices={choicesOf(field, lang)}
      multiple
      chosen={listOf(value)}
      onChange={(chosen) => onChange(chosen.length ? chosen : undefined)}
      onBlur={onBlur}
    />
  );
};

export const SelectField: FC<FieldProps<FieldOf<'Select'>>> = ({ field, value, onChange, onBlur, a11y }) => {
  const { lang, t } = useFormContext();
  return (
    <SelectBox
      a11y={a11y}
      choices={choicesOf(field, lang)}
      value={typeof value === 'string' ? value : undefined}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={fieldPlaceholder(field, lang) ?? t('choose')}
    />
  );
};
