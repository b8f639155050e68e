/** User: people of the organisation, found by name or number (searchPeople), shown as chips once chosen. */
import { useRef, useState, type FC } from 'react';
import { isPersonRef, type PersonRef } from '@contract/forms';
import type { Choice } from '@/ui/choice-group/types';
import { useFormContext } from '../form-context';
import { fieldPlaceholder } from '../labels';
import type { FieldOf, FieldProps } from './field-props';
import { PickerSheet } from './picker-sheet';
import { usePeopleSearch, type PeopleSearch } from '@/services/use-people-search';

function statusText(search: PeopleSearch, t: ReturnType<typeof useFormContext>['t']): string | undefined {
  switch (search.state) {
    case 'idle':
      return t('people.hint');
    case 'searching':
      return t('people.searching');
    case 'failed':
      return t('people.failed');
    case 'done':
      return search.people.length ? undefined : t('people.none');
  }
}

export const UserField: FC<FieldProps<FieldOf<'User'>>> = ({ field, value, onChange, onBlur, a11y }) => {
  const { t, lang } = useFormContext();
  const [keyword, setKeyword] = useState('');
  const search = usePeopleSearch(keyword, 'forms.searchPeople');
  const chosen: PersonRef[] = Array.isArray(value) ? value.filter(isPersonRef) : [];
  // Everyone seen in this picker, so a uid the list reports maps back to its name.
  const seen = useRef(new Map<string, PersonRef>());
  for (const p of chosen) seen.current.set(p.uid, p);
  const found = search.state === 'done' ? search.people : [];
  for (const p of found) seen.current.set(p.uid, { uid: p.uid, name: p.name });

  const multiple = field.multiple === true && field.max_choices !== 1;
  const choices: Choice[] = found.map((p) => ({ value: p.uid, label: p.name, detail: [p.number, p.departName].filter(Boolean).join(' · ') }));
  return (
    <PickerSheet
      a11y={a11y}
      multiple={multiple}
      chosen={chosen.map((p) => ({ value: p.uid, label: p.name }))}
      onChange={(uids) => {
        const people = uids.map((uid) => seen.current.get(uid)).filter((p): p is PersonRef => p !== undefined);
        onChange(people.length ? people : undefined);
      }}
      onBlur={onBlur}
      placeholder={fieldPlaceholder(field, lang) ?? t('people.add')}
      choices={choices}
      keyword={keyword}
      onKeyword={setKeyword}
      searchLabel={t('people.search')}
      status={statusText(search, t)}
    />
  );
};
