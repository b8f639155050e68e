/** The editing control of each simple field type. */
import type { FC, ReactNode } from 'react';
import type { SimpleField } from '@contract/forms';
import { AttachmentField } from '../files/attachment-field';
import { CalendarField } from './calendar-field';
import { CheckboxField, RadioField, SelectField } from './choice-fields';
import type { FieldOf, FieldProps } from './field-props';
import { RegionField } from './region-field';
import { RichTextField } from './rich-text-field';
import { SelectV2Field } from './select-v2-field';
import { TextField } from './text-field';
import { UserField } from './user-field';

// Plain function types: a component for several types (TextField) then fits each of them.
const CONTROLS: { [T in SimpleField['type']]: (props: FieldProps<FieldOf<T>>) => ReactNode } = {
  Input: TextField,
  MultiInput: TextField,
  PhoneNumber: TextField,
  Integer: TextField,
  Numeric: TextField,
  RichText: RichTextField,
  Radio: RadioField,
  Checkbox: CheckboxField,
  Select: SelectField,
  SelectV2: SelectV2Field,
  User: UserField,
  CountryV2: RegionField,
  Calendar: CalendarField,
  Attachment: AttachmentField,
};

export const FieldControl: FC<FieldProps> = (props) => {
  const Control = CONTROLS[props.field.type] as FC<FieldProps>;
  return <Control {...props} />;
};

/** Types whose control is a group of controls, named by the field's label rather than a <label for>. */
export function isGroupControl(field: SimpleField): boolean {
  return ['Radio', 'Checkbox', 'CountryV2', 'RichText', 'Attachment'].includes(field.type) || (field.type === 'Calendar' && field.range === true);
}
