/**
 * CountryV2: a province, then a city, then a district, down to the field's level, each list holding the places under
 * the one before (the region catalog, loaded when the form shows); a street address after them when asked for.
 */
import { useId, type FC } from 'react';
import { Text, View } from '@tarojs/components';
import { isRegionShape, type RegionValue } from '@contract/forms';
import { SelectBox } from '@/ui/select-box';
import { TextBox } from '@/ui/text-box';
import { partA11y, plainId } from '@/ui/control-a11y';
import { useFormContext } from '../form-context';
import { fieldPlaceholder } from '../labels';
import type { FieldOf, FieldProps } from './field-props';

const LEVEL_KEYS = ['province', 'city', 'county'] as const;

export const RegionField: FC<FieldProps<FieldOf<'CountryV2'>>> = ({ field, value, onChange, onBlur, a11y }) => {
  const { t, lang, regions } = useFormContext();
  const partId = plainId(useId());
  const region: RegionValue = isRegionShape(value) ? value : { codes: [] };
  const level = field.level ?? 3;
  const set = (next: RegionValue) => onChange(next.codes.length || next.detail ? next : undefined);

  // A list for each level, offered once the one before is chosen; a level the chosen place has nothing under is
  // left out (the choice is complete there).
  const lists = LEVEL_KEYS.slice(0, level).flatMap((key, i) => {
    const parent = region.codes.slice(0, i);
    const ready = regions !== null && parent.length === i;
    const choices = ready ? regions.children(parent).map((c) => ({ value: c.code, label: c.name })) : [];
    return i > 0 && ready && choices.length === 0 ? [] : [{ key, i, choices, ready }];
  });
  const complete = regions !== null && lists.every((list) => region.codes[list.i] !== undefined);

  return (
    <View className="ch-form-region">
      <View className={`ch-form-region__lists ch-form-region__lists--${level}`}>
        {lists.map(({ key, i, choices, ready }) => (
          <View key={key} className={`ch-form-region__list${ready ? '' : ' ch-form-region__list--waiting'}`}>
            <Text id={`${partId}-${key}`} className="ch-visually-hidden">
              {t(`region.${key}`)}
            </Text>
            <SelectBox
              a11y={partA11y(a11y, { key, labelId: `${partId}-${key}`, label: t(`region.${key}`) })}
              choices={choices}
              recorded
              value={region.codes[i]}
              disabled={!ready}
              placeholder={regions ? t(`region.${key}`) : t('loading')}
              onChange={(code) => {
                const codes = code ? [...region.codes.slice(0, i), code] : region.codes.slice(0, i);
                set({ ...region, codes });
                // The region's problems show once a place is chosen down to the end, or the address is left.
                if (regions && code && (codes.length === level || regions.children(codes).length === 0)) onBlur();
              }}
              onBlur={() => (complete ? onBlur() : undefined)}
            />
          </View>
        ))}
      </View>
      {field.with_detail ? (
        <>
          <Text id={`${partId}-detail`} className="ch-visually-hidden">
            {t('region.detail')}
          </Text>
          <TextBox
            a11y={partA11y(a11y, { key: 'detail', labelId: `${partId}-detail`, label: t('region.detail') })}
            value={region.detail ?? ''}
            onChange={(detail) => set(detail ? { ...region, detail } : { codes: region.codes })}
            onBlur={onBlur}
            placeholder={fieldPlaceholder(field, lang) ?? t('region.detailPlaceholder')}
          />
        </>
      ) : null}
    </View>
  );
};
