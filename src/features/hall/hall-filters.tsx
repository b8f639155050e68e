/**
 * The hall's filters: the keyword box, the themed services, and a group of choices (categories, departments). Each
 * choice is a toggle that says whether it is on and reads its count with its name.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { AppTheme } from '@contract/calls/apps';
import { roleProps } from '@/platform/a11y-role';
import Field from '@/ui/field';
import Pressable from '@/ui/pressable';
import { useHallTranslation } from './i18n';
import { HALL_KEYWORD_MAX } from './rules/hall-query';

export function KeywordBox({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useHallTranslation();
  return (
    <View className="ch-hall__keyword">
      <Field label={t('keyword')} hideLabel type="search" value={value} onChange={onChange} placeholder={t('keywordPlaceholder')} maxLength={HALL_KEYWORD_MAX} testId="hall-keyword" />
    </View>
  );
}

interface ChoiceProps {
  /** The block's class; `--on` is added while chosen. */
  base: string;
  on: boolean;
  label?: string;
  onPress(): void;
  testId?: string;
  children: ReactNode;
}

function Choice({ base, on, label, onPress, testId, children }: ChoiceProps) {
  return (
    <Pressable className={`${base}${on ? ` ${base}--on` : ''}`} pressed={on} label={label} onPress={onPress} testId={testId}>
      {children}
    </Pressable>
  );
}

interface ThemesProps {
  themes: AppTheme[];
  chosen: number | null;
  onChoose(id: number | null): void;
}

/** Themed collections across categories (新生入学, 毕业离校 …); choosing the chosen one again clears it. */
export function ThemeRow({ themes, chosen, onChoose }: ThemesProps) {
  const { t } = useHallTranslation();
  if (themes.length === 0) return null;
  return (
    <View className="ch-hall__section" {...roleProps('group')} aria-label={t('themes')}>
      <View className="ch-hall__section-head">
        <Text className="ch-hall__section-title">{t('themes')}</Text>
        {chosen !== null ? (
          <Pressable className="ch-hall__clear" onPress={() => onChoose(null)} testId="clear-theme">
            {t('clearTheme')}
          </Pressable>
        ) : null}
      </View>
      <View className="ch-hall__themes">
        {themes.map((theme) => (
          <Choice
            key={theme.id}
            base="ch-hall-theme"
            on={theme.id === chosen}
            // Named by what it shows (name, count, description), so speech input can say what is seen.
            onPress={() => onChoose(theme.id === chosen ? null : theme.id)}
            testId="hall-theme"
          >
            <View className="ch-hall-theme__head">
              <Text className="ch-hall-theme__name">{theme.name}</Text>
              <Text className="ch-hall-theme__count">{t('themeCount', { count: theme.count })}</Text>
            </View>
            {theme.description ? <Text className="ch-hall-theme__desc">{theme.description}</Text> : null}
          </Choice>
        ))}
      </View>
    </View>
  );
}

interface FacetProps {
  title: string;
  facets: { id: number; name: string; count: number }[];
  chosen: number | null;
  onChoose(id: number | null): void;
  testId: string;
}

/** A facet as chips: 全部 and each choice with its count under the other filters. */
export function FacetGroup({ title, facets, chosen, onChoose, testId }: FacetProps) {
  const { t } = useHallTranslation();
  return (
    <View className="ch-hall-facet" {...roleProps('group')} aria-label={title} data-testid={testId}>
      <Text className="ch-hall-facet__title" aria-hidden="true">
        {title}
      </Text>
      <View className="ch-hall-facet__chips">
        <Choice base="ch-hall-chip" on={chosen === null} onPress={() => onChoose(null)}>
          {t('all')}
        </Choice>
        {facets.map((f) => (
          <Choice key={f.id} base="ch-hall-chip" on={f.id === chosen} label={t('facetLabel', { name: f.name, count: f.count })} onPress={() => onChoose(f.id === chosen ? null : f.id)}>
            <Text>{f.name}</Text>
            <Text className="ch-hall-chip__count" aria-hidden="true">
              {f.count}
            </Text>
          </Choice>
        ))}
      </View>
    </View>
  );
}
