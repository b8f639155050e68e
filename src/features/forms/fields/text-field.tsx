/**
 * Input, MultiInput, PhoneNumber, Integer and Numeric: a text box each, with the keyboard and extras its type needs.
 * Numbers stay as typed ("1.50", "-3") until the server stores them as numbers: a box that rewrote "1.0" to "1" while
 * someone types "1.05" would lose their input.
 */
import type { FC } from 'react';
import { unitText } from '@contract/forms';
import { TextBox } from '@/ui/text-box';
import type { TextBoxProps } from '@/ui/text-box/types';
import { useFormContext } from '../form-context';
import { fieldPlaceholder } from '../labels';
import type { Lang } from '../use-forms-texts';
import { fromText, textOf, type FieldOf, type FieldProps } from './field-props';

export type TextFieldType = 'Input' | 'MultiInput' | 'PhoneNumber' | 'Integer' | 'Numeric';
type BoxOptions = Pick<TextBoxProps, 'kind' | 'signed' | 'multiline' | 'unit'>;

const mayBeNegative = (f: { min?: number }) => f.min === undefined || f.min < 0;

const BOXES: { [T in TextFieldType]: (field: FieldOf<T>, lang: Lang) => BoxOptions } = {
  Input: () => ({}),
  MultiInput: () => ({ multiline: true }),
  PhoneNumber: () => ({ kind: 'tel' }),
  Integer: (f, lang) => ({ kind: 'integer', signed: mayBeNegative(f), unit: unitText(f, lang) }),
  Numeric: (f, lang) => ({ kind: 'decimal', signed: mayBeNegative(f), unit: unitText(f, lang) }),
};

export const TextField: FC<FieldProps<FieldOf<TextFieldType>>> = ({ field, value, onChange, onBlur, a11y }) => {
  const { lang } = useFormContext();
  const options = (BOXES[field.type] as (f: FieldOf<TextFieldType>, l: Lang) => BoxOptions)(field, lang);
  const numeric = options.kind === 'integer' || options.kind === 'decimal';
  return (
    <TextBox
      {...options}
      a11y={a11y}
      value={textOf(value)}
      onChange={(text) => onChange(fromText(numeric ? text.trim() : text))}
      onBlur={onBlur}
      placeholder={fieldPlaceholder(field, lang)}
    />
  );
};
