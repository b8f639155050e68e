/** SelectV2: a searchable select, one option or several (`multiple`, with the choice bounds). */
import { useMemo, useState, type FC } from 'react';
import { useFormContext } from '../form-context';
import { fieldPlaceholder } from '../labels';
import { choicesOf } from './choice-fields';
import { listOf, type FieldOf, type FieldProps } from './field-props';
import { PickerSheet } from './picker-sheet';

export const SelectV2Field: FC<FieldProps<FieldOf<'SelectV2'>>> = ({ field, value, onChange, onBlur, a11y }) => {
  const { t, lang } = useFormContext();
  const [keyword, setKeyword] = useState('');
  const all = useMemo(() => choicesOf(field, lang), [field, lang]);
  const multiple = field.multiple === true;
  const values = multiple ? listOf(value) : typeof value === 'string' ? [value] : [];
  const needle = keyword.trim().toLowerCase();
  const shown = needle ? all.filter((c) => c.label.toLowerCase().includes(needle)) : all;
  return (
    <PickerSheet
      a11y={a11y}
      multiple={multiple}
      chosen={values.map((v) => all.find((c) => c.value === v) ?? { value: v, label: v })}
      onChange={(next) => onChange(multiple ? (next.length ? next : undefined) : next[0])}
      onBlur={onBlur}
      placeholder={fieldPlaceholder(field, lang) ?? t('choose')}
      choices={shown}
      keyword={keyword}
      onKeyword={setKeyword}
      searchLabel={t('searchOptions')}
      status={shown.length ? undefined : t('noMatch')}
    />
  );
};
