/**
 * The services a grant is limited to, optional (none: every service): found by keyword in the hall's catalogue
 * (getAppCatalog), each result a toggle, the chosen ones listed with a way to remove them.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { roleProps } from '@/platform/a11y-role';
import { api } from '@/services/api';
import { useTypedSearch } from '@/services/use-typed-search';
import Field from '@/ui/field';
import Pressable from '@/ui/pressable';
import { useIdentityTranslation } from '../i18n';

export interface ChosenService {
  id: number;
  name: string;
}

const RESULTS = 10;

/** Services found by keyword, folders left out (a grant names services). */
const findServices = (keyword: string, key: string): Promise<ChosenService[]> =>
  api
    .getAppCatalog({ keyword, page_size: RESULTS }, { key, quiet: true })
    .then((page) => page.list.filter((a) => a.is_folder !== 1).map((a) => ({ id: a.id, name: a.name })));

export function ServicePicker({ chosen, onChange }: { chosen: ChosenService[]; onChange(next: ChosenService[]): void }) {
  const { t } = useIdentityTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useTypedSearch(keyword, { maxLength: 50, requestKey: 'identity.serviceSearch' }, findServices);
  // A failed search finds nothing, as one that found no service.
  const found = search.state === 'done' ? search.found : search.state === 'failed' ? [] : undefined;
  const isChosen = (id: number) => chosen.some((s) => s.id === id);
  const toggle = (service: ChosenService) => onChange(isChosen(service.id) ? chosen.filter((s) => s.id !== service.id) : [...chosen, service]);

  return (
    <View className="ch-service-picker" {...roleProps('group')} aria-label={t('servicesOptional')}>
      <Text className="ch-service-picker__label">{t('servicesOptional')}</Text>
      {chosen.length > 0 ? (
        <View className="ch-service-picker__chosen" {...roleProps('list')} aria-label={t('chosenServices')} data-testid="chosen-services">
          {chosen.map((s) => (
            <View key={s.id} className="ch-service-picker__chip" {...roleProps('listitem')}>
              <Text>{s.name}</Text>
              <Pressable className="ch-service-picker__remove" label={t('removeService', { name: s.name })} onPress={() => toggle(s)}>
                ×
              </Pressable>
            </View>
          ))}
        </View>
      ) : null}
      <Field label={t('serviceSearch')} hideLabel type="search" value={keyword} onChange={setKeyword} placeholder={t('serviceSearchHint')} testId="service-search" />
      {found ? (
        found.length === 0 ? (
          <Text className="ch-grant__muted">{t('serviceNone')}</Text>
        ) : (
          <View className="ch-service-picker__results" data-testid="service-results">
            {found.map((s) => (
              <Pressable key={s.id} className="ch-service-picker__result" pressed={isChosen(s.id)} onPress={() => toggle(s)}>
                {s.name}
              </Pressable>
            ))}
          </View>
        )
      ) : null}
    </View>
  );
}
